import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useShopSession } from './browser'
import { logInWithoutPage } from './log-in'

const session = useShopSession()

const EDITOR = { email: 'urednik@vitrina.test', password: 'Urednik123!' }
const SEEDED_COPYRIGHT = '© 2026 Vitrina d.o.o. Sva prava pridržana.'
const NEW_COPYRIGHT = '© 2027 Vitrina d.o.o. Oprema za bebe od 2019.'
/** The seeded footer video's title (hr), and the top bar's links in their seeded order. */
const VIDEO_TITLE = 'Video: kako odabrati prva kolica'
const TOP_BAR_LINKS = ['Naše poslovnice', 'Kontakt']

/** The footer video's cover as the seed saves it, and the box the footer draws it in. */
const LARGE_MEDIUM = /\/media\/\d+\/\d+\/Large\//
const COVER_BOX = { width: 320, height: 180 }

/** The footer video's cover image, inside its link. */
const cover = (page: Page) =>
  page
    .getByRole('contentinfo')
    .getByRole('link', { name: new RegExp(VIDEO_TITLE) })
    .locator('img')

/** The top bar's links in the order a visitor reads them (the mobile menu, closed, has none). */
async function topBarOrder(banner: Locator): Promise<string[]> {
  const names = await banner.getByRole('link').allInnerTexts()
  return names.map((name) => name.trim()).filter((name) => TOP_BAR_LINKS.includes(name))
}

describe('edit mode in the footer and the top bar', () => {
  it('lets an editor change the copyright, pick a new video cover and move a top-bar link up, and a new visitor sees all three', async () => {
    const { page } = session
    await logInWithoutPage(session, EDITOR)
    await session.open('/?editPage=true')
    await page.getByRole('complementary', { name: 'Način uređivanja' }).waitFor()
    const footer = page.getByRole('contentinfo')
    const seededCover = await cover(page).getAttribute('src')

    // The copyright: Uredi opens the line in place; a save closes it again with the new text.
    await footer.getByRole('button', { name: 'Uredi autorska prava' }).click()
    const copyrightForm = footer.locator('form').filter({ has: page.getByLabel('Autorska prava') })
    expect(await copyrightForm.getByLabel('Autorska prava').inputValue()).toBe(SEEDED_COPYRIGHT)
    await copyrightForm.getByLabel('Autorska prava').fill(NEW_COPYRIGHT)
    await copyrightForm.getByRole('button', { name: 'Spremi' }).click()
    await copyrightForm.waitFor({ state: 'detached' })
    await footer.getByText(NEW_COPYRIGHT).waitFor()

    // The video's cover: a medium picked in the media library (the newest; any image will do), kept in the Large size.
    await footer.getByRole('button', { name: 'Promijeni naslovnicu' }).click()
    const library = page.getByRole('dialog', { name: 'Medijska biblioteka' })
    await library
      .getByRole('status')
      .filter({ hasText: /^Medija: \d+$/ })
      .waitFor()
    const picked = await library.getByRole('list', { name: 'Mediji' }).getByRole('listitem').first().locator('img').getAttribute('alt')
    await library.getByRole('button', { name: 'Odaberi' }).first().click()
    await library.waitFor({ state: 'detached' })
    await footer
      .getByRole('link', { name: new RegExp(VIDEO_TITLE) })
      .getByRole('img', { name: picked!, exact: true })
      .waitFor()
    const newCover = await cover(page).getAttribute('src')
    expect(newCover).not.toBe(seededCover)
    expect(newCover).toMatch(/\/media\/\d+\/\d+\/Large\//)

    // The top bar's links: Kontakt one place up.
    const banner = page.getByRole('banner')
    expect(await topBarOrder(banner)).toEqual(TOP_BAR_LINKS)
    await banner.getByRole('button', { name: 'Pomakni poveznicu Kontakt gore' }).click()
    await banner.getByRole('status').filter({ hasText: 'Spremljeno.' }).waitFor()
    expect(await topBarOrder(banner)).toEqual(['Kontakt', 'Naše poslovnice'])
    // The focus stays on the arrows of the link that moved (now first: its up arrow is off, so on its down arrow).
    expect(await banner.getByRole('button', { name: 'Pomakni poveznicu Kontakt dolje' }).evaluate((button) => button === document.activeElement)).toBe(true)

    // A new visitor, in a browser of their own, gets every change.
    const visitor = await session.context.browser()!.newContext({ locale: 'hr-HR', viewport: { width: 1280, height: 900 } })
    try {
      const visitorPage = await visitor.newPage()
      await visitorPage.goto(`${session.shopUrl}/`)
      await visitorPage.getByRole('contentinfo').getByText(NEW_COPYRIGHT).waitFor()
      expect(await visitorPage.getByRole('contentinfo').getByText(SEEDED_COPYRIGHT).count()).toBe(0)
      expect(await cover(visitorPage).getAttribute('src')).toBe(newCover)
      expect(await cover(visitorPage).getAttribute('alt')).toBe(picked)
      expect(await topBarOrder(visitorPage.getByRole('banner'))).toEqual(['Kontakt', 'Naše poslovnice'])
      expect(await visitorPage.getByRole('button', { name: /Pomakni poveznicu/ }).count()).toBe(0)
    } finally {
      await visitor.close()
    }
  })

  it('draws the video in its whole 320×180 box while its cover loads, so the fields below it do not move when it arrives', async () => {
    const { page } = session
    // The cover is held until its box has been measured: the box must not wait for the picture.
    let release!: () => void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(LARGE_MEDIUM, async (route) => {
      await held
      await route.continue()
    })
    await logInWithoutPage(session, EDITOR)
    await session.open('/?editPage=true')
    const footer = page.getByRole('contentinfo')
    // Edit mode's footer tools are there (the video's link in their column).
    await footer.getByRole('button', { name: 'Promijeni naslovnicu' }).waitFor()
    const image = cover(page)
    await image.scrollIntoViewIfNeeded()
    const box = () =>
      image.evaluate((element: HTMLImageElement) => ({ loaded: element.naturalWidth > 0, width: element.offsetWidth, height: element.offsetHeight }))
    expect(await box()).toEqual({ loaded: false, ...COVER_BOX })

    release()
    await page.waitForFunction((element) => (element as HTMLImageElement).naturalWidth > 0, await image.elementHandle())
    expect(await box()).toEqual({ loaded: true, ...COVER_BOX })
  })
})
