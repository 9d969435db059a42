import { escapeHtml } from '../http/http.html'
import type { MailJson } from './mail.box'

/**
 * `/__sandbox/mailbox.html`: every e-mail the sandbox "sent", newest first, for a developer clicking through a
 * registration or a password reset by hand. Everything shown comes from requests (names, e-mails, links), so
 * everything is escaped.
 */
export function mailboxPageHtml(mails: readonly MailJson[]): string {
  const items = mails.map(
    (mail) => `<li class="mail" data-kind="${escapeHtml(mail.kind)}">
      <h2>${escapeHtml(mail.subject)}</h2>
      <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · <time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(mail.createdAt.replace('T', ' ').slice(0, 19))} UTC</time> · ${escapeHtml(mail.kind)}</p>
      <pre>${escapeHtml(mail.text)}</pre>
      <ul class="links">${mail.links.map((link) => `<li><a href="${escapeHtml(safeHref(link))}">${escapeHtml(link)}</a></li>`).join('')}</ul>
    </li>`,
  )
  const body = items.length > 0 ? `<ol class="mails">${items.join('\n')}</ol>` : '<p role="status">The mailbox is empty.</p>'
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox mailbox</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}ol.mails{list-style:none;padding:0}li.mail{border:1px solid #ccc;border-radius:.5rem;padding:0 1rem;margin:1rem 0}.meta{color:#555}pre{white-space:pre-wrap;font:inherit}</style></head>
<body>
  <main>
    <h1>Sandbox mailbox</h1>
    <p>Every e-mail the sandbox sent, newest first. Nothing left this machine.</p>
    ${body}
  </main>
</body>
</html>`
}

// Links come from request headers (the shop's origin); only http(s) ones become clickable, so a javascript: URL
// in a forged Referer cannot run on this page.
function safeHref(link: string): string {
  return /^https?:\/\//i.test(link) ? link : '#'
}
