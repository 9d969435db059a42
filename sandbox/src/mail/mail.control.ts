import { Hono } from 'hono'
import type { SandboxEnv } from '../http/http.env'
import { fail } from '../http/http.errors'
import { optionalString, requiredId } from '../http/http.input'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { clearMailbox, readMail, readMails } from './mail.box'
import { mailboxPageHtml } from './mail.page'

/** The mailbox of the test kit: `/__sandbox/mailbox` (JSON) and `/__sandbox/mailbox.html` (for people). */
export function mailControlRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  const recipient = (value: string | undefined) => optionalString(value, 'to', 255) || undefined

  routes.get('/mailbox', (c) => c.json({ data: readMails(context.db, recipient(c.req.query('to'))) }))
  routes.get('/mailbox/:id', (c) => {
    const mail = readMail(context.db, requiredId(c.req.param('id'), 'id')) ?? fail(404, 'Mail not found.')
    return c.json({ data: mail })
  })
  routes.delete('/mailbox', (c) => c.json({ data: { deleted: clearMailbox(context.db) } }))
  routes.get('/mailbox.html', (c) => c.html(mailboxPageHtml(readMails(context.db, recipient(c.req.query('to'))))))
  return routes
}
