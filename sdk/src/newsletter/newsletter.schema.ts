import * as v from 'valibot'

/** `newsletter/subscribe` answers whether the e-mail was newly subscribed (false: it already was). */
export const subscribeSchema = v.looseObject({ subscribed: v.boolean() })
