import { describe, expect, it } from 'vitest'
import { useShopSession } from './browser'
import { logInWithoutPage } from './log-in'

const session = useShopSession()

const EDITOR = { email: 'urednik@vitrina.test', password: 'Urednik123!' }
const SHOPPER = { email: 'kupac@vitrina.test', password: 'Kupac123!' }
/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })
const PRODUCT_SLUG = 'kvarner-kids-nova-sportska-kolica'
const SEEDED_TEXT = 'Vitrina je obiteljska trgovina opremom za bebe i roditelje, s poslovnicama u Zagrebu, Splitu, Rijeci i Osijeku.'

/** The home page as a visitor without cookies gets it (the shop may serve it from its page cache). */
async function visitorHome(): Promise<string> {
  const response = await fetch(`${session.shopUrl}/`)
  expect(response.status).toBe(200)
  return response.text()
}

/** Logs the demo editor in (auth.e2e.ts walks /adminLogin itself) and opens the home page in edit mode. */
async function openHomeInEditMode(): Promise<void> {
  await logInWithoutPage(session, EDITOR)
  await session.open('/?editPage=true')
}

describe('edit mode', () => {
  it('lets an editor change the footer’s text on the page and save it, and the next visitor sees the new text', async () => {
    const { page } = session
    // A visitor's page is cached before the edit: the save must reach what the shop serves from its caches too.
    expect(await visitorHome()).toContain(SEEDED_TEXT)

    await openHomeInEditMode()

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

  it('lets an editor upload to the media library, see a partial success, edit a title, delete, and refuses 21 files', async () => {
    const { page } = session
    // The file that is no image is refused by the backend when its record is made: the partial success names it.
    session.allowFailedCall(422, '/api/v1/cms/media/create')
    await openHomeInEditMode()
    await page.getByRole('button', { name: 'Medijska biblioteka' }).click()
    const library = page.getByRole('dialog', { name: 'Medijska biblioteka' })
    await library
      .getByRole('status')
      .filter({ hasText: /^Medija: \d+$/ })
      .waitFor()

    await library.getByRole('button', { name: 'Prenesi' }).click()
    const upload = page.getByRole('dialog', { name: 'Prijenos medija' })
    await upload
      .getByLabel('Datoteke')
      .setInputFiles([
        png('kolica-plava.png'),
        { name: 'pokvarena.png', mimeType: 'image/png', buffer: Buffer.from('not an image') },
        png('krevetic-bijeli.png'),
      ])
    await upload.getByRole('button', { name: 'Spremi' }).click()
    await page.getByText('Neke datoteke nisu prenesene: pokvarena.png').waitFor()
    await upload.getByText('Medij nije moguće spremiti.').waitFor()
    expect(await upload.getByRole('progressbar', { name: 'Ukupni napredak' }).getAttribute('value')).toBe('100')
    await upload.getByRole('button', { name: 'Odustani' }).click()

    const cards = library.getByRole('list', { name: 'Mediji' }).getByRole('listitem')
    await library.getByRole('button', { name: 'Uredi: kolica-plava' }).waitFor()
    expect(
      (await cards.allInnerTexts())
        .slice(0, 2)
        .map((text) => text.split('\n')[0])
        .sort(),
    ).toEqual(['kolica-plava', 'krevetic-bijeli'])

    await library.getByRole('button', { name: 'Uredi: kolica-plava' }).click()
    const edit = page.getByRole('dialog', { name: 'Uredi medij' })
    await edit.getByLabel('Naslov').fill('Plava kolica')
    await edit.getByRole('button', { name: 'Spremi' }).click()
    await page.getByText('Podaci o mediju su spremljeni!').waitFor()
    await library.getByRole('button', { name: 'Uredi: Plava kolica' }).waitFor()

    await library.getByRole('button', { name: 'Obriši: krevetic-bijeli' }).click()
    await page.getByText('Medij je obrisan.').waitFor()
    await library.getByRole('button', { name: 'Obriši: krevetic-bijeli' }).waitFor({ state: 'detached' })

    await library.getByRole('button', { name: 'Prenesi' }).click()
    await upload.getByLabel('Datoteke').setInputFiles(Array.from({ length: 21 }, (_, index) => png(`slika-${index}.png`)))
    await upload.getByRole('button', { name: 'Spremi' }).click()
    await page.getByText('Previše datoteka odjednom: najviše 20 po prijenosu.').waitFor()
  })

  it('lets an editor cancel an upload midway, and no new medium appears', async () => {
    const { page } = session
    await openHomeInEditMode()
    await page.getByRole('button', { name: 'Medijska biblioteka' }).click()
    const library = page.getByRole('dialog', { name: 'Medijska biblioteka' })
    const count = library.getByRole('status').filter({ hasText: /^Medija: \d+$/ })
    await count.waitFor()
    const before = await count.innerText()

    // The storage bucket holds the first file's bytes until the editor has cancelled: the upload is midway.
    let reachedBucket!: () => void
    const bucketReached = new Promise<void>((resolve) => (reachedBucket = resolve))
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/__bucket/**', async (route) => {
      reachedBucket()
      await released
      await route.continue().catch(() => {}) // the browser has aborted it by then
    })
    const afterCancel: string[] = []
    let cancelled = false
    page.on('request', (request) => {
      if (cancelled) afterCancel.push(new URL(request.url()).pathname)
    })

    await library.getByRole('button', { name: 'Prenesi' }).click()
    const upload = page.getByRole('dialog', { name: 'Prijenos medija' })
    await upload.getByLabel('Datoteke').setInputFiles([png('prekinuta-1.png'), png('prekinuta-2.png')])
    await upload.getByRole('button', { name: 'Spremi' }).click()
    await bucketReached
    await upload.getByRole('progressbar', { name: 'Ukupni napredak' }).waitFor()
    cancelled = true
    await upload.getByRole('button', { name: 'Odustani' }).click()
    await upload.waitFor({ state: 'detached' })
    release()

    // Nothing was registered or recorded after the cancel, and the library, loaded again, has what it had.
    await library.getByRole('button', { name: 'Zatvori' }).click()
    await page.getByRole('button', { name: 'Medijska biblioteka' }).click()
    await count.waitFor()
    expect(await count.innerText()).toBe(before)
    expect(await library.getByRole('button', { name: /^Uredi: prekinuta/ }).count()).toBe(0)
    expect(afterCancel.filter((path) => /addFromBucket|media\/create/.test(path))).toEqual([])
  })

  it('lets an editor point a header link at a product through the link options modal, and visitors follow it', async () => {
    const { page } = session
    await openHomeInEditMode()
    await page.getByRole('button', { name: 'Uredi poveznicu Kontakt' }).click()
    const modal = page.getByRole('dialog', { name: 'Postavke poveznice' })
    expect(await modal.getByLabel('Vanjska poveznica').inputValue()).toBe('/kontakt')

    await modal.getByLabel('Naziv').fill('Kolica tjedna')
    await modal.getByLabel('Poveznica vodi na').selectOption({ label: 'Proizvod' })
    await modal.getByLabel('Traži: Proizvod').fill('nova sportska')
    const products = modal.getByRole('listbox', { name: 'Proizvod' })
    await products
      .getByRole('option', { name: /Nova sportska kolica/i })
      .first()
      .waitFor()
    await products.selectOption(PRODUCT_SLUG)
    await modal.getByText(`/product/${PRODUCT_SLUG}`).waitFor()
    await modal.getByLabel('Otvori u novoj kartici').uncheck()
    await modal.getByRole('button', { name: 'Spremi' }).click()
    await modal.waitFor({ state: 'detached' })
    await page.getByRole('status').filter({ hasText: 'Spremljeno.' }).waitFor()
    await page.getByRole('button', { name: 'Uredi poveznicu Kolica tjedna' }).waitFor()

    // A visitor's page has the new link; the editor, out of edit mode, follows it to the product.
    expect(await visitorHome()).toMatch(new RegExp(`<a[^>]*href="/product/${PRODUCT_SLUG}"[^>]*>Kolica tjedna</a>`))
    await page.getByRole('link', { name: 'Završi uređivanje' }).click()
    await page.waitForURL((url) => url.pathname === '/' && url.search === '')
    await page.getByRole('link', { name: 'Kolica tjedna' }).click()
    await session.waitForPage(`/product/${PRODUCT_SLUG}`)
  })

  it('lets an editor pick the header’s logo in the media library and remove it again, and visitors see each', async () => {
    const { page } = session
    await openHomeInEditMode()
    const header = page.getByRole('banner')
    const logo = () => header.getByRole('link', { name: 'Vitrina' }).locator('img')
    const seeded = await logo().getAttribute('src')

    await page.getByRole('button', { name: 'Promijeni logotip' }).click()
    const library = page.getByRole('dialog', { name: 'Medijska biblioteka' })
    await library
      .getByRole('status')
      .filter({ hasText: /^Medija: \d+$/ })
      .waitFor()
    // The newest medium, a product picture: any image will do for the test.
    await library.getByRole('button', { name: 'Odaberi' }).first().click()
    await library.waitFor({ state: 'detached' })
    await header.getByRole('status').filter({ hasText: 'Spremljeno.' }).waitFor()
    const picked = await logo().getAttribute('src')
    expect(picked).not.toBe(seeded)
    // The original, uncropped: the named sizes are cut to their boxes.
    expect(picked).toMatch(/\/media\/\d+\/\d+\/original\//)
    const visitorLogo = /<a[^>]*href="\/"[^>]*><img src="([^"]+)"/.exec(await visitorHome())?.[1]
    expect(visitorLogo).toBe(picked)

    await page.getByRole('button', { name: 'Ukloni logotip' }).click()
    await header.getByRole('link', { name: 'Vitrina' }).getByText('Vitrina').waitFor()
    expect(await logo().count()).toBe(0)
    expect(await visitorHome()).not.toContain(picked!)
  })

  it('shows a shopper who adds ?editPage=true the normal page', async () => {
    const { page } = session
    await logInWithoutPage(session, SHOPPER)
    await session.open('/?editPage=true')
    await page.getByRole('link', { name: 'Moj račun: Ana' }).waitFor()
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
