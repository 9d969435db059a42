import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useShopSession, type ShopSession } from './browser'

const session = useShopSession()

// axe-core's browser build, evaluated in the page through Playwright (a Content-Security-Policy with nonces would
// refuse a script tag added by the test, but not the debugger protocol's evaluation).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const PRODUCT_SLUG = 'kvarner-kids-nova-sportska-kolica'
const POST_SLUG = 'kako-odabrati-prva-kolica'

/** Impacts that fail a page (issue 11: "no serious or critical violation"). */
const FAILING_IMPACTS = ['serious', 'critical']
/** Rules that fail a page whatever axe rates them: the heading outline Lighthouse checks as well. */
const FAILING_RULES = ['heading-order', 'page-has-heading-one']

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: unknown[]; failureSummary?: string }>
}

/** Runs axe-core over the page as it is now and returns the violations that fail it, one readable line per element. */
async function failingViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe
    const results = await axe.run(document, { resultTypes: ['violations'] })
    return results.violations
  })
  return violations
    .filter((violation) => FAILING_IMPACTS.includes(violation.impact ?? '') || FAILING_RULES.includes(violation.id))
    .flatMap((violation) =>
      violation.nodes.map((node) =>
        `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}. ${node.failureSummary ?? ''}`.trim(),
      ),
    )
}

/** What every page owes: a description for search results, and a reserved box for every image. */
async function pageBasics(page: Page): Promise<{ description: string | null; unsizedImages: string[]; brokenImages: string[] }> {
  return page.evaluate(() => ({
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    unsizedImages: [...document.images].filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.outerHTML),
    // Images that finished without pixels: an address the media server did not answer with an image.
    brokenImages: [...document.images].filter((img) => img.complete && img.naturalWidth === 0 && img.currentSrc !== '').map((img) => img.currentSrc),
  }))
}

interface PageCase {
  name: string
  /** Opens the page and waits for what a shopper would see first. */
  open(session: ShopSession): Promise<void>
}

/** Puts the simple product in the cart through its page, as a visitor would. */
async function addProductToCart({ page, open }: ShopSession): Promise<void> {
  await open(`/product/${PRODUCT_SLUG}`)
  await page.getByRole('button', { name: 'Dodaj u košaricu' }).first().click()
  await page.getByRole('button', { name: 'Košarica (1)' }).waitFor()
}

const PAGES: PageCase[] = [
  {
    name: 'the home page',
    async open({ page, open }) {
      await open('/')
      await page.getByRole('heading', { level: 1 }).waitFor()
    },
  },
  {
    name: 'a category',
    async open({ page, open }) {
      await open('/shop/kolica')
      await page.getByRole('heading', { level: 1, name: 'Kolica' }).waitFor()
    },
  },
  {
    name: 'a product',
    async open({ page, open }) {
      await open(`/product/${PRODUCT_SLUG}`)
      await page.getByRole('button', { name: 'Dodaj u košaricu' }).first().waitFor()
    },
  },
  {
    name: 'the search results',
    async open({ page, open }) {
      await open('/pretraga?search=kolica')
      await page.getByRole('heading', { level: 2, name: /Pronađeno rezultata: [1-9]/ }).waitFor()
    },
  },
  {
    name: 'the cart with an item',
    async open(session) {
      await addProductToCart(session)
      await session.open('/kosarica')
      await session.page.getByRole('spinbutton').first().waitFor()
    },
  },
  {
    name: 'the checkout',
    async open(session) {
      await session.control('options', { method: 'PATCH', body: { guestCheckout: true } })
      await addProductToCart(session)
      await session.open('/naplata')
      await session.page.getByRole('heading', { level: 1, name: 'Naplata' }).waitFor()
      await session.page.getByLabel('Ime', { exact: true }).waitFor()
    },
  },
  {
    name: 'the login page',
    async open({ page, open }) {
      await open('/prijava')
      await page.getByRole('button', { name: 'Prijavi se' }).waitFor()
    },
  },
  {
    name: 'the registration page',
    async open({ page, open }) {
      await open('/registracija')
      await page.getByRole('heading', { level: 1, name: 'Registracija' }).waitFor()
    },
  },
  {
    name: 'a blog post',
    async open({ page, open }) {
      await open(`/${POST_SLUG}`)
      await page.getByTestId('post-body').waitFor()
    },
  },
  {
    name: 'a content page',
    async open({ page, open }) {
      await open('/o-nama')
      await page.getByRole('heading', { level: 1, name: 'O nama' }).waitFor()
    },
  },
  {
    name: 'the 404 page',
    async open(session) {
      session.allowDocumentStatus(404)
      await session.open('/ova-stranica-ne-postoji')
      // The page's text appears a second after it loads (spec).
      await session.page.getByRole('heading', { level: 1, name: 'Stranica nije pronađena' }).waitFor()
    },
  },
]

const WIDTHS = [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1280, height: 900 },
]

describe("accessibility at a phone's and a desktop's width", () => {
  // One load per page: opened at the phone's width, then widened as a browser window would be (the page lays
  // itself out again and the width-dependent parts re-render), each width checked in full.
  it.each(PAGES)('$name has no serious or critical axe violation, ordered headings, a description and sized images', async ({ open }) => {
    for (const [index, { name, width, height }] of WIDTHS.entries()) {
      await session.page.setViewportSize({ width, height })
      if (index === 0) await open(session)
      const violations = await failingViolations(session.page)
      expect(violations, `axe-core found on ${name}:\n${violations.join('\n')}`).toEqual([])

      const { description, unsizedImages, brokenImages } = await pageBasics(session.page)
      expect(description?.trim().length ?? 0, 'the meta description').toBeGreaterThan(20)
      expect(unsizedImages, `images without width and height on ${name}`).toEqual([])
      expect(brokenImages, `images that did not load on ${name}`).toEqual([])
    }
  })
})

describe('images', () => {
  it("loads a product's main image first, in a modern format at a size that fits, and the cards below it lazily", async () => {
    const { page } = session
    await page.setViewportSize({ width: 390, height: 844 })
    await session.open(`/product/${PRODUCT_SLUG}`)
    const main = page.locator('img[fetchpriority="high"]')
    expect(await main.count()).toBe(1)
    expect(await main.getAttribute('loading')).toBeNull()
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
      return img?.complete && img.naturalWidth > 0
    })
    // Chromium reads AVIF: the <picture> hands it the first source, in the rendition the 390 px layout needs.
    expect(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/7\/\d+\/(Medium|Large)\/[^/]+\.avif(\/|$)/)
    const related = page.locator('section[aria-labelledby="related-products"] img')
    expect(await related.count()).toBeGreaterThan(0)
    expect(await related.evaluateAll((images) => images.every((img) => img.getAttribute('loading') === 'lazy'))).toBe(true)
  })

  it('has every rendition and format a listing offers answered by the media server as an image', async () => {
    const { page } = session
    await session.open('/shop/kolica')
    const urls = await page.evaluate(() => {
      const firstCards = [...document.querySelectorAll('section[aria-labelledby="listing-count"] picture')].slice(0, 2)
      const candidates = firstCards.flatMap((picture) =>
        [...picture.querySelectorAll('source, img')].flatMap((element) =>
          (element.getAttribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(' ')[0]!),
        ),
      )
      return [...new Set(candidates.filter((url) => url !== ''))]
    })
    // Two cards, two sizes, three formats.
    expect(urls).toHaveLength(12)
    for (const url of urls) {
      const response = await session.context.request.get(url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()['content-type'], url).toBe(`image/${/\.(avif|webp|jpeg)(\/|$)/.exec(url)![1]}`)
    }
  })
})
