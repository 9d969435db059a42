import { describe, expect, it } from 'vitest'
import { useShopSession } from './browser'

const session = useShopSession()

describe('the page shell', () => {
  it('shows the seeded main navigation in Croatian on the home page', async () => {
    const { page } = session
    const { status } = await session.open('/')
    expect(status).toBe(200)

    const navigation = page.getByRole('navigation', { name: 'Kategorije proizvoda' })
    await navigation.getByRole('link', { name: 'Kolica', exact: true }).waitFor()
    expect(await navigation.getByRole('link', { name: 'Autosjedalice', exact: true }).getAttribute('href')).toBe('/shop/autosjedalice')
    expect(await navigation.getByRole('link', { name: 'Hranjenje', exact: true }).isVisible()).toBe(true)
    expect(await page.locator('html').getAttribute('lang')).toBe('hr')
    // The category tiles come from the same tree.
    await page
      .getByRole('region', { name: 'Kategorije' })
      .getByRole('link', { name: /Kolica/ })
      .waitFor()
  })

  it('shows the same navigation in Slovenian under /sl', async () => {
    const { page } = session
    await session.open('/sl')

    const navigation = page.getByRole('navigation', { name: 'Kategorije izdelkov' })
    await navigation.getByRole('link', { name: 'Vozički', exact: true }).waitFor()
    expect(await navigation.getByRole('link', { name: 'Avtosedeži', exact: true }).getAttribute('href')).toBe('/sl/shop/avtosedezi')
    expect(await navigation.getByRole('link', { name: 'Kolica', exact: true }).count()).toBe(0)
    expect(await page.locator('html').getAttribute('lang')).toBe('sl')
  })

  it('reads in one language on /en and /de: the top bar, the menus, the footer, the product tags and the filter panel (issue 17)', async () => {
    const { page } = session
    // Croatian words of the page chrome that stayed on English and German pages before.
    const croatian = /\b(Besplatna dostava|Naše poslovnice|Kolica|Autosjedalice|Hranjenje|Cijena|Brend|Boja|Materijal|popust|najprodavanije)\b/
    const chrome = () =>
      page
        .locator('header, footer, aside, [aria-label="Oznake"]')
        .allInnerTexts()
        .then((texts) => texts.join('\n'))
    const languages = [
      { prefix: '/en', strollers: 'Strollers', delivery: 'Free delivery on orders over €67.00', filters: ['Price', 'Brand', 'Color'], subscribe: 'Subscribe' },
      {
        prefix: '/de',
        strollers: 'Kinderwagen',
        delivery: 'Kostenloser Versand für Bestellungen über 67,00 €',
        filters: ['Preis', 'Marke', 'Farbe'],
        subscribe: 'Abonnieren',
      },
    ]
    for (const { prefix, strollers, delivery, filters, subscribe } of languages) {
      await session.open(prefix)
      await page.getByRole('link', { name: strollers, exact: true }).first().waitFor()
      const home = await chrome()
      expect(home).toContain(delivery)
      expect(home, prefix).not.toMatch(croatian)
      // The newsletter's 'Prijavi se' subscribes: it is not the login's 'Log in' / 'Anmelden'.
      await page.getByRole('region', { name: 'Newsletter' }).getByRole('button', { name: subscribe, exact: true }).waitFor()

      await session.open(`${prefix}/shop/kolica`)
      await page.getByRole('heading', { level: 1, name: strollers }).waitFor()
      for (const label of filters) await page.getByRole('group', { name: label }).waitFor()
      const category = await chrome()
      expect(category, `${prefix}/shop/kolica`).not.toMatch(croatian)
    }
  })

  it('opens the cart page from the mini cart of the header, in the browser', async () => {
    const { page } = session
    await session.open('/')

    await page.getByRole('button', { name: /^Košarica/ }).click()
    await page.getByRole('dialog', { name: 'Mini košarica' }).getByRole('link', { name: 'Pregled košarice' }).click()

    await page.getByRole('heading', { name: 'Pregled košarice', level: 1 }).waitFor()
    await page.getByText('Nema proizvoda za prikazati!').first().waitFor()
    expect(new URL(page.url()).pathname).toBe('/kosarica')
  })

  it('hides the cookie banner after "Dopusti kolačiće" and keeps it hidden after a reload', async () => {
    const { page, context } = session
    await session.open('/')
    const accept = page.getByRole('button', { name: 'Dopusti kolačiće' })
    await accept.waitFor()

    await accept.click()

    await accept.waitFor({ state: 'hidden' })
    const consent = (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')
    // The SDK URL-encodes cookie values; the list itself is the spec's comma list.
    expect(decodeURIComponent(consent?.value ?? '')).toBe('necessary,marketing,analytics')

    await page.reload()
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    await page.getByRole('navigation', { name: 'Kategorije proizvoda' }).waitFor()
    expect(await accept.count()).toBe(0)
  })

  it('answers an unknown path with 404 and shows "Stranica nije pronađena"', async () => {
    const { page } = session
    // Chromium logs the document's own 404 status to the console; that line is expected here.
    session.allowDocumentStatus(404)

    const { status } = await session.open('/ova-stranica-ne-postoji/zaista')

    expect(status).toBe(404)
    await page.getByRole('heading', { name: 'Stranica nije pronađena' }).waitFor()
    expect(await page.getByRole('link', { name: 'Povratak na početnu' }).getAttribute('href')).toBe('/')
  })

  it('replaces the site with the maintenance view while maintenance mode is on', async () => {
    const { page } = session
    await session.control('options', { method: 'PATCH', body: { maintenanceMode: true } })
    session.allowDocumentStatus(503)

    const { status } = await session.open('/')

    // 503 tells crawlers the pages are only away for now.
    expect(status).toBe(503)
    await page.getByRole('heading', { name: 'Održavanje u toku, biti ćemo s Vama uskoro!' }).waitFor()
    expect(await page.getByRole('navigation', { name: 'Kategorije proizvoda' }).count()).toBe(0)
    // ... and Retry-After says when to come back, on the home page and on any other page.
    for (const path of ['/', '/kosarica']) {
      const response = await fetch(`${session.shopUrl}${path}`)
      expect([response.status, response.headers.get('retry-after')]).toEqual([503, '3600'])
    }
  })
})
