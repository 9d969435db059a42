import * as z from 'zod/mini'

/** `newsletter/subscribe` answers whether the e-mail was newly subscribed (false: it already was). */
export const subscribeSchema = z.looseObject({ subscribed: z.boolean() })
