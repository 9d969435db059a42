import type { BrowserContext } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useShopSession } from './browser'
import { logInFromHeader, logInOnPage } from './log-in'

const session = useShopSession()

const SHOPPER = { email: 'kupac@vitrina.test', password: 'Kupac123!' }
const EDITOR = { email: 'urednik@vitrina.test', password: 'Urednik123!' }
const MAINTENANCE = 'Održavanje u toku, biti ćemo s Vama uskoro!'

/** The HTML the server renders for `path` with the context's cookies: what a visitor sees before any script runs. */
async function serverHtml(context: BrowserContext, path: string): Promise<{ status: number; html: string }> {
  const response = await context.request.get(`${session.shopUrl}${path}`, { maxRedirects: 0 })
  return { status: response.status(), html: await response.text() }
}

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).sort()
}

describe('logging in and out', () => {
  it('logs a shopper in from the header, and the next server-rendered page already shows them', async () => {
    const { page, context } = session
    await session.open('/')

    const dialog = await logInFromHeader(page, SHOPPER)

    await page.getByText('Uspješna prijava!').waitFor()
    await dialog.waitFor({ state: 'hidden' })
    const profile = page.getByRole('link', { name: 'Moj račun: Ana' })
    await profile.waitFor()
    expect(await profile.getAttribute('href')).toBe('/profil')
    expect(await cookieNames(context)).toEqual(expect.arrayContaining(['accessToken', 'authUser', 'refreshToken']))

    const { status, html } = await serverHtml(context, '/')
    expect(status).toBe(200)
    expect(html).toContain('aria-label="Moj račun: Ana"')
    expect(html).toContain('href="/profil"')

    await page.reload()
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    await page.getByRole('link', { name: 'Moj račun: Ana' }).waitFor()
    expect(await page.getByRole('button', { name: 'Moj račun', exact: true }).count()).toBe(0)
  })

  it('logs out from the profile page with "Uspješna odjava!" and shows the header logged out', async () => {
    const { page, context } = session
    await session.open('/')
    await logInFromHeader(page, SHOPPER)
    await page.getByRole('link', { name: 'Moj račun: Ana' }).click()
    await page.getByRole('heading', { name: 'Pregled računa' }).waitFor()
    await page.getByText('Horvat', { exact: true }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/profil')

    await page.getByRole('button', { name: 'Odjava' }).click()

    await page.getByText('Uspješna odjava!').waitFor()
    await session.waitForPage('/')
    await page.getByRole('button', { name: 'Moj račun', exact: true }).waitFor()
    expect(await cookieNames(context)).not.toEqual(expect.arrayContaining(['accessToken']))
    expect((await serverHtml(context, '/')).html).not.toContain('Moj račun: Ana')
  })

  it('shows "Netočno korisničko ime ili lozinka!" for a wrong password and stays logged out', async () => {
    const { page, context } = session
    // The login call's own 401 is what Chromium reports in the console here.
    session.allowFailedCall(401, '/api/v1/login')
    await session.open('/')

    const dialog = await logInFromHeader(page, { email: SHOPPER.email, password: 'Pogresna1!' })

    expect(await dialog.getByRole('alert').textContent()).toBe('Netočno korisničko ime ili lozinka!')
    expect(await dialog.getByRole('button', { name: 'Prijavi se' }).isEnabled()).toBe(true)
    expect(await cookieNames(context)).not.toEqual(expect.arrayContaining(['accessToken']))
  })

  it('after five wrong passwords refuses even the right one and says how long to wait (issue 16)', async () => {
    const { page, context } = session
    session.allowFailedCall(401, '/api/v1/login')
    session.allowFailedCall(429, '/api/v1/login')
    await session.open('/prijava')
    const alert = page.getByRole('alert')
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/login' && response.request().method() === 'POST')
      await logInOnPage(page, { email: SHOPPER.email, password: `Pogresna${attempt}!` })
      expect((await answered).status()).toBe(401)
      await alert.getByText('Netočno korisničko ime ili lozinka!').waitFor()
    }

    await logInOnPage(page, SHOPPER)

    await alert.getByText('Previše pokušaja. Pokušajte ponovno za 15 min.').waitFor()
    expect(new URL(page.url()).pathname).toBe('/prijava')
    expect(await cookieNames(context)).not.toEqual(expect.arrayContaining(['accessToken']))
  })

  it('shows the field messages of an empty submit without calling the backend', async () => {
    const { page } = session
    await session.open('/')
    await page.getByRole('button', { name: 'Moj račun', exact: true }).click()
    await page.getByRole('button', { name: 'PRIJAVA' }).click()
    const dialog = page.getByRole('dialog', { name: 'Prijava' })
    let loginCalls = 0
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/login') loginCalls += 1
    })

    await dialog.getByRole('button', { name: 'Prijavi se' }).click()

    expect(await dialog.getByText('Unos ovog polja je obavezan').count()).toBe(2)
    await dialog.getByLabel('E-mail').fill('kupac@vitrina')
    await dialog.getByLabel('Lozinka').fill('kratka')
    await dialog.getByText('Unesite uzorak adrese elektroničke pošte').waitFor()
    await dialog.getByText('Minimalan broj znakova potrebnih za ovo polje je 8').waitFor()
    expect(loginCalls).toBe(0)

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
  })
})

describe('pages for logged-in visitors and for guests', () => {
  it('sends a logged-out visitor from /profil to /prijava, and back to /profil after the login', async () => {
    const { page } = session
    const { status } = await session.open('/profil')

    expect(status).toBe(200)
    const url = new URL(page.url())
    expect([url.pathname, url.searchParams.get('redirect')]).toEqual(['/prijava', '/profil'])
    await page.getByRole('heading', { level: 1, name: 'Prijava' }).waitFor()

    await logInOnPage(page, SHOPPER)

    await page.getByRole('heading', { name: 'Pregled računa' }).waitFor()
    await page.getByText('Horvat', { exact: true }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/profil')
  })

  it('answers /profil with a redirect on the server, and sends a logged-in visitor away from /prijava', async () => {
    const { page, context } = session
    const before = await serverHtml(context, '/sl/profil')
    expect(before.status).toBe(302)

    await session.open('/')
    await logInFromHeader(page, SHOPPER)
    await page.getByRole('link', { name: 'Moj račun: Ana' }).waitFor()

    const guestOnly = await serverHtml(context, '/prijava')
    expect(guestOnly.status).toBe(302)
    await session.open('/registracija')
    expect(new URL(page.url()).pathname).toBe('/')
  })
})

describe('maintenance mode', () => {
  it('lets a back-office user who logged in at /adminLogin see the site', async () => {
    const { page, context } = session
    await session.control('options', { method: 'PATCH', body: { maintenanceMode: true } })

    const { status } = await session.open('/adminLogin')
    expect(status).toBe(200)
    await page.getByRole('heading', { name: 'Administracija', level: 1 }).waitFor()
    await logInOnPage(page, EDITOR)

    await page.getByText('Uspješna prijava!').waitFor()
    await session.waitForPage('/')
    await page.getByRole('navigation', { name: 'Kategorije proizvoda' }).getByRole('link', { name: 'Kolica', exact: true }).waitFor()
    expect(await page.getByRole('heading', { name: MAINTENANCE }).count()).toBe(0)
    // Storefront spec §6: no wishlist counter for back-office users.
    expect(await page.getByRole('link', { name: /^Lista želja/ }).count()).toBe(0)

    const reloaded = await serverHtml(context, '/')
    expect(reloaded.status).toBe(200)
    expect(reloaded.html).not.toContain(MAINTENANCE)
  })

  it('shows the maintenance view to a back-office user who logs out', async () => {
    const { page } = session
    await session.control('options', { method: 'PATCH', body: { maintenanceMode: true } })
    await session.open('/adminLogin')
    await logInOnPage(page, EDITOR)
    await session.waitForPage('/')

    await page.getByRole('link', { name: /^Moj račun: / }).click()
    await page.getByRole('button', { name: 'Odjava' }).click()

    await page.getByText('Uspješna odjava!').waitFor()
    await page.getByRole('heading', { name: MAINTENANCE }).waitFor()
    await session.waitForPage('/')
    expect(await page.getByRole('navigation', { name: 'Kategorije proizvoda' }).count()).toBe(0)
  })

  it('refreshes an expired session on the server and hands the new tokens to the browser', async () => {
    const { page, context } = session
    await session.open('/adminLogin')
    await logInOnPage(page, EDITOR)
    await session.waitForPage('/')
    const before = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]))
    // The accessToken cookie lives as long as the token; once it is gone only the refresh token is left.
    await context.clearCookies({ name: 'accessToken' })
    await session.control('options', { method: 'PATCH', body: { maintenanceMode: true } })

    // In maintenance mode the server must confirm the user, so it refreshes the session first.
    const { status } = await session.open('/')

    expect(status).toBe(200)
    await page.getByRole('navigation', { name: 'Kategorije proizvoda' }).waitFor()
    const after = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]))
    expect(after.accessToken).toBeTruthy()
    expect(after.refreshToken).toBeTruthy()
    expect(after.refreshToken).not.toBe(before.refreshToken)
  })

  it('keeps the shopper logged in when three tabs open together after the access token expired (issue 16)', async () => {
    const { page, context } = session
    await session.open('/prijava')
    await logInOnPage(page, SHOPPER)
    await session.waitForPage('/')
    const before = (await context.cookies()).find((cookie) => cookie.name === 'refreshToken')?.value
    await context.clearCookies({ name: 'accessToken' })

    // Three server renders with the same expired session, each refreshing the same refresh token.
    const tabs = await Promise.all(['/profil', '/', '/kosarica'].map((path) => serverHtml(context, path)))

    for (const { status, html } of tabs) {
      expect(status).toBe(200)
      expect(html).toContain('aria-label="Moj račun: Ana"')
    }
    const after = (await context.cookies()).find((cookie) => cookie.name === 'refreshToken')?.value
    expect(after).toBeTruthy()
    expect(after).not.toBe(before)
    // Whichever tab's cookies the browser kept, they name a session that is still alive.
    await context.clearCookies({ name: 'accessToken' })
    const later = await serverHtml(context, '/profil')
    expect(later.status).toBe(200)
    expect(later.html).toContain('aria-label="Moj račun: Ana"')
  })

  it('refuses a shopper at /adminLogin with the back-office message', async () => {
    const { page } = session
    // The sandbox refuses a shopper's admin login with 403, which Chromium reports in the console.
    session.allowFailedCall(403, '/api/v1/login')
    await session.open('/adminLogin')

    await logInOnPage(page, SHOPPER)

    await page.getByRole('alert').getByText('Prijava je dopuštena samo korisnicima administracije.').waitFor()
    expect(new URL(page.url()).pathname).toBe('/adminLogin')
  })

  it('shows a logged-in shopper the maintenance view, even with a forged back-office authUser cookie', async () => {
    const { page, context } = session
    await session.open('/prijava')
    await logInOnPage(page, SHOPPER)
    // The page goes home once its loaders (the shell's too, for the new session) have answered.
    await session.waitForPage('/')
    await page.getByRole('link', { name: 'Moj račun: Ana' }).waitFor()

    // The authUser cookie is display data; a visitor can rewrite it. The server asks the backend instead.
    const authUser = (await context.cookies()).find((cookie) => cookie.name === 'authUser')!
    const forged = { ...JSON.parse(decodeURIComponent(authUser.value)), isBackofficeUser: true }
    await context.addCookies([{ ...authUser, value: encodeURIComponent(JSON.stringify(forged)) }])
    await session.control('options', { method: 'PATCH', body: { maintenanceMode: true } })
    session.allowDocumentStatus(503)

    const { status } = await session.open('/')

    expect(status).toBe(503)
    await page.getByRole('heading', { name: MAINTENANCE }).waitFor()
    expect(await page.getByRole('navigation', { name: 'Kategorije proizvoda' }).count()).toBe(0)
    // The server's profile fetch also put the real user back into the display cookie.
    const rewritten = (await context.cookies()).find((cookie) => cookie.name === 'authUser')!
    expect(JSON.parse(decodeURIComponent(rewritten.value)).isBackofficeUser).toBe(false)
  })
})
