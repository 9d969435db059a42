import type { BrowserContext, Page } from 'playwright-core'
import type { ShopSession } from './browser'

/** An account of the demo shop, or one a test registered. */
export interface Credentials {
  email: string
  password: string
}

/** Logs in the way a shopper does: the profile icon, PRIJAVA, the modal. Resolves with the modal. */
export async function logInFromHeader(page: Page, { email, password }: Credentials) {
  await page.getByRole('button', { name: 'Moj račun', exact: true }).click()
  await page.getByRole('button', { name: 'PRIJAVA' }).click()
  const dialog = page.getByRole('dialog', { name: 'Prijava' })
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Lozinka', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Prijavi se' }).click()
  return dialog
}

/** Logs in on a page with the form (/prijava, /adminLogin). */
export async function logInOnPage(page: Page, { email, password }: Credentials) {
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Lozinka', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Prijavi se' }).click()
}

/**
 * Logs in through the shop's login form without drawing it: posts the form of /prijava as a browser without scripts
 * sends it (a real POST the shop answers with its session cookies and a redirect), and hands those cookies to the
 * test's browser context. For tests about what a logged-in shopper or editor sees, not about logging in (auth.e2e.ts
 * walks the forms themselves): it spares the login page's load and the page the login lands on.
 */
export async function logInWithoutPage({ shopUrl, context }: Pick<ShopSession, 'shopUrl' | 'context'>, { email, password }: Credentials): Promise<void> {
  const response = await fetch(`${shopUrl}/prijava`, {
    method: 'POST',
    body: new URLSearchParams({ username: email, password }),
    redirect: 'manual',
  })
  if (response.status !== 302) throw new Error(`Logging ${email} in through /prijava answered ${response.status}, not the redirect of a login`)
  await context.addCookies(response.headers.getSetCookie().map((header) => browserCookie(header, shopUrl)))
}

/** A `Set-Cookie` header as Playwright adds it to a context: its name, value, lifetime and flags, on the shop's host. */
function browserCookie(header: string, shopUrl: string): Parameters<BrowserContext['addCookies']>[0][number] {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim())
  const separator = pair.indexOf('=')
  const flags = new Map(attributes.map((attribute) => [attribute.split('=')[0]!.toLowerCase(), attribute.split('=')[1] ?? '']))
  const maxAge = flags.get('max-age')
  const sameSite = flags.get('samesite')?.toLowerCase()
  return {
    name: pair.slice(0, separator),
    value: pair.slice(separator + 1),
    domain: new URL(shopUrl).hostname,
    path: flags.get('path') || '/',
    httpOnly: flags.has('httponly'),
    secure: flags.has('secure'),
    ...(maxAge === undefined ? {} : { expires: Math.floor(Date.now() / 1000) + Number(maxAge) }),
    ...(sameSite === 'strict' ? { sameSite: 'Strict' as const } : sameSite === 'none' ? { sameSite: 'None' as const } : { sameSite: 'Lax' as const }),
  }
}
