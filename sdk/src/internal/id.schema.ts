import * as v from 'valibot'

/**
 * An id as the backends send it: a number, or a string for ids that are not numbers. A module of its own, so a
 * schema that needs only this does not bring the catalogue's schemas with it (top-level valibot calls are kept).
 */
export const idSchema = v.union([v.number(), v.string()])
