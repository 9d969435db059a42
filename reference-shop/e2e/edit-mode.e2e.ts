import { describe, expect, it } from 'vitest'
import { useShopSession } from './browser'
import { logInFromHeader, logInOnPage } from './log-in'

const session = useShopSession()

const EDITOR = { email: 'urednik@vitrina.test', password: 'Urednik123!' }
const SHOPPER = { email: 'kupac@vitrina.test', password: 'Kupac123!' }
const SEEDED_TEXT = 'Vitrina je obiteljska trgovina opremom za bebe i roditelje, s poslovnicama u Zagrebu, Splitu, Rijeci i Osijeku.'

/** The home page as a visitor without cookies gets it (the shop may serve it from its page cache). */
async function visitorHome(): Promise<string> {
  const response = await fetch(`${session.shopUrl}/`)
  expect(response.status).toBe(200)
  return response.text()
}

describe('edit mode', () => {
  it('lets an editor change the footer’s text on the page and save it, and the next visitor sees the new text', async () => {
    const { page } = session
    // A visitor's page is cached before the edit: the save must reach what the shop serves from its caches too.
    expect(await visitorHome()).toContain(SEEDED_TEXT)

    await session.open('/adminLogin')
    await logInOnPage(page, EDITOR)
    await session.waitForPage('/')
    await session.open('/?editPage=true')

    await page.getByRole('complementary', { name: 'Način uređivanja' }).waitFor()
    const field = page.getByRole('textbox', { name: 'Tekst u podnožju' })
    expect(await field.inputValue()).toBe(SEEDED_TEXT)
    await field.fill('Vitrina: oprema za bebe i roditelje, sada i u Puli.')
    await page.getByRole('button', { name: 'Spremi' }).click()

    await page.getByRole('status').filter({ hasText: 'Spremljeno.' }).waitFor()
    expect(await field.inputValue()).toBe('Vitrina: oprema za bebe i roditelje, sada i u Puli.')
    expect(await visitorHome()).toContain('Vitrina: oprema za bebe i roditelje, sada i u Puli.')

    await page.getByRole('link', { name: 'Završi uređivanje' }).click()
    await page.waitForURL((url) => url.pathname === '/' && url.search === '')
    await page.getByRole('textbox', { name: 'Tekst u podnožju' }).waitFor({ state: 'detached' })
    await page.getByRole('contentinfo').getByText('Vitrina: oprema za bebe i roditelje, sada i u Puli.').waitFor()
  })

  it('shows a shopper who adds ?editPage=true the normal page', async () => {
    const { page } = session
    await session.open('/')
    await logInFromHeader(page, SHOPPER)
    await page.getByText('Uspješna prijava!').waitFor()
    await session.open('/?editPage=true')
    await page.getByText(SEEDED_TEXT).waitFor()
    expect(await page.getByRole('complementary', { name: 'Način uređivanja' }).count()).toBe(0)
    expect(await page.getByRole('textbox', { name: 'Tekst u podnožju' }).count()).toBe(0)
  })

  it('refuses a save from anyone but an editor', async () => {
    const response = await fetch(`${session.shopUrl}/__edit/element`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 1, meta: { infoText: 'Ne' } }),
    })
    expect(response.status).toBe(403)
    expect(await visitorHome()).toContain(SEEDED_TEXT)
  })
})
