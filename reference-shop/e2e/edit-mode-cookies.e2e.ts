import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useShopSession } from './browser'
import { logInWithoutPage } from './log-in'

const session = useShopSession()

const EDITOR = { email: 'urednik@vitrina.test', password: 'Urednik123!' }
const SEEDED_TITLE = 'Koristimo kolačiće'
const SANDBOX_HEADERS = { apiKey: 'vitrina-sandbox-key', site: '1', store: '1', 'content-type': 'application/json' }

/** Logs the demo editor in, who accepted cookies long ago, and opens the home page in edit mode. */
async function openHomeInEditMode(): Promise<void> {
  await logInWithoutPage(session, EDITOR)
  await session.context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent('necessary,marketing,analytics'), url: session.shopUrl }])
  await session.open('/?editPage=true')
}

/** Double-clicks `word` in `field`, as a person selects a word. */
async function doubleClickWord(page: Page, field: ReturnType<Page['getByRole']>, word: string): Promise<void> {
  await field.scrollIntoViewIfNeeded()
  const box = await field.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = node.textContent!.indexOf(wanted)
      if (start < 0) continue
      const range = document.createRange()
      range.setStart(node, start)
      range.setEnd(node, start + wanted.length)
      const { x, y, width, height } = range.getBoundingClientRect()
      return { x: x + width / 2, y: y + height / 2 }
    }
    throw new Error(`"${wanted}" is not in the field`)
  }, word)
  await page.mouse.dblclick(box.x, box.y)
  // What a person sees before reaching for the toolbar: the word highlighted (a page that moved under the pointer
  // would have selected something else, and the bold would go elsewhere).
  await page.waitForFunction((wanted) => document.getSelection()?.toString().trim() === wanted, word, { timeout: 5000 })
}

/** A visitor without cookies, in a browser of their own, on the home page. */
async function freshVisitorHome() {
  const context = await session.context.browser()!.newContext({ locale: 'hr-HR', viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${session.shopUrl}/`)
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
  return { page, close: () => context.close() }
}

describe('the cookie notice in edit mode', () => {
  it('lets an editor make a word of the text bold and change the button, and a new visitor sees both in the banner', async () => {
    const { page } = session
    await openHomeInEditMode()

    const banner = page.getByRole('region', { name: 'Obavijest o kolačićima' })
    const text = banner.getByRole('textbox', { name: 'Tekst', exact: true })
    // The toolbar shows once the editor has taken over the text (after hydration).
    await banner.getByRole('toolbar', { name: 'Oblikovanje teksta' }).waitFor()
    expect(await banner.getByRole('textbox', { name: 'Naslov obavijesti o kolačićima' }).inputValue()).toBe(SEEDED_TITLE)

    await doubleClickWord(page, text, 'košaricu')
    await banner.getByRole('button', { name: 'Podebljano' }).click()
    await text.locator('strong', { hasText: 'košaricu' }).waitFor()
    expect(await banner.getByRole('button', { name: 'Podebljano' }).getAttribute('aria-pressed')).toBe('true')
    await banner.getByRole('textbox', { name: 'Gumb' }).fill('U redu, razumijem')
    await banner.getByRole('button', { name: 'Objavi' }).click()
    await banner.getByRole('status').filter({ hasText: 'Spremljeno.' }).waitFor()

    const visitor = await freshVisitorHome()
    try {
      const notice = visitor.page.getByRole('region', { name: SEEDED_TITLE })
      await notice.locator('strong', { hasText: 'košaricu' }).waitFor()
      await notice.getByRole('button', { name: 'U redu, razumijem' }).waitFor()
      await notice.getByRole('link', { name: 'Politika kolačića' }).waitFor()
    } finally {
      await visitor.close()
    }
  })

  it('never gives a visitor a script or an event handler saved through the save route', async () => {
    await openHomeInEditMode()
    const elements = await fetch(`${session.sandboxUrl}/api/v1/cms/element/getByHandlers`, {
      method: 'POST',
      headers: SANDBOX_HEADERS,
      body: JSON.stringify({ handlers: ['cookie-section'] }),
    })
    const [element] = ((await elements.json()) as { data: Array<{ id: number; meta: Record<string, unknown> }> }).data
    const cookie = (await session.context.cookies(session.shopUrl)).map(({ name, value }) => `${name}=${value}`).join('; ')
    const text = '<p>Samo <em>nužni</em> kolačići.<img src="/nema.png" onerror="window.pwned = 1"></p><script>window.pwned = 2</script>'

    const saved = await fetch(`${session.shopUrl}/__edit/element`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: session.shopUrl, cookie },
      body: JSON.stringify({ id: element!.id, meta: { ...element!.meta, text } }),
    })
    expect(await saved.json()).toEqual({ ok: true })

    const html = await (await fetch(`${session.shopUrl}/`)).text()
    expect(html).toContain('Samo <em>nužni</em> kolačići.')
    expect(html).not.toMatch(/onerror|window\.pwned/)
    const visitor = await freshVisitorHome()
    try {
      await visitor.page.getByRole('region', { name: SEEDED_TITLE }).locator('em', { hasText: 'nužni' }).waitFor()
      expect(await visitor.page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined()
    } finally {
      await visitor.close()
    }
  })
})
