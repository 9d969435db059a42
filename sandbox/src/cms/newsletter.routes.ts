import { Hono } from 'hono'
import { all, sql } from '../db/db.statements'
import { readJsonObject } from '../http/http.body'
import type { SandboxEnv } from '../http/http.env'
import { invalid, isEmail } from '../http/http.input'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'

const MAX_EMAIL_LENGTH = 255

/**
 * `POST api/v1/cms/newsletter/subscribe` (storefront spec §7 "newsletter/subscribe {email} (reply has subscribed)"):
 * subscribes an e-mail once. `subscribed` is false when the e-mail (in any letter case) was already subscribed,
 * which spec §4 turns into the already-subscribed notice; the first subscription is kept as it was.
 */
export function newsletterRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.post('/newsletter/subscribe', async (c) => {
    const { email: raw } = await readJsonObject(c)
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) invalid('email', 'email is required.')
    const email = typeof raw === 'string' ? raw.trim() : ''
    if (!isEmail(email) || email.length > MAX_EMAIL_LENGTH) invalid('email', 'email must be an e-mail address.')
    // email is UNIQUE COLLATE NOCASE: a second sign-up in other letter case is the same subscriber.
    const { changes } = sql(
      context.db,
      'INSERT INTO newsletter_subscriptions (email, language, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING',
    ).run(email, c.get('language'), isoNow(context))
    return c.json({ data: { email, subscribed: changes === 1 } })
  })
  return routes
}

/** A newsletter subscription as the control API lists it. */
export interface NewsletterSubscription {
  email: string
  language: string
  createdAt: string
}

/** Every newsletter subscription, oldest first (the control API's `GET /__sandbox/newsletter`). */
export function listNewsletterSubscriptions(context: SandboxContext): NewsletterSubscription[] {
  return all<NewsletterSubscription>(context.db, 'SELECT email, language, created_at AS createdAt FROM newsletter_subscriptions ORDER BY id')
}
