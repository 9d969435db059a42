import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { FRAMES_STALLED } from './frames-stalled'
import { purgeShopCache } from './shop-cache'
import { clearTab, openTab, type Tab } from './tab'
import { currentStack } from './stacks'

/** The longest a person would wait for one thing to show: any single wait of a test longer than this fails. */
const STEP_TIMEOUT_MS = 20_000

const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export interface ShopSession {
  /** The current test's page: a tab emptied since the file's last test, or a new one (tab.ts). */
  readonly page: Page
  /** The page's context, the same for the tests of a file as long as its tab is reused. */
  readonly context: BrowserContext
  readonly shopUrl: string
  readonly sandboxUrl: string
  /**
   * Tolerates, in this test only, the console line Chromium writes for a document that answers `status`
   * (e.g. the 404 page's own "Failed to load resource"); the same status of any other resource still fails.
   */
  allowDocumentStatus(status: number): void
  /**
   * Tolerates, in this test only, the console line Chromium writes when a call to `path` (on any origin) answers
   * `status`, such as the 401 of a login with a wrong password; other failures still fail the test.
   */
  allowFailedCall(status: number, path: string): void
  /** Calls a sandbox control endpoint; after a change, the shop's server cache is emptied so pages show it. */
  control(path: string, init?: { method?: string; body?: unknown }): Promise<unknown>
  /** Loads a shop path and waits until React has hydrated it, so clicks reach their handlers. */
  open(path: string): Promise<{ status: number }>
  /**
   * Waits until the page of `pathname` is the one on screen and interactive. After a client navigation the URL
   * changes before React has rendered the new page, and a click in between lands on the page being left.
   */
  waitForPage(pathname: string): Promise<void>
}

/**
 * Registers the hooks of an end-to-end file: one Chromium per file, one tab emptied between tests (a new one after a
 * test that failed or changed what cannot be emptied, see tab.ts), the sandbox reset before each test, and a test
 * failure on any console error, page error or hydration warning.
 */
export function useShopSession(): ShopSession {
  const { shopUrl, sandboxUrl, redisUrl } = currentStack()
  let browser: Browser
  let tab: Tab | undefined
  let problems: string[] = []
  let allowedDocumentStatuses: number[] = []
  let allowedFailedCalls: { status: number; path: string }[] = []

  async function control(path: string, { method = 'POST', body }: { method?: string; body?: unknown } = {}) {
    const response = await fetch(`${sandboxUrl}/__sandbox/${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`Sandbox control ${method} ${path} answered ${response.status}: ${await response.text()}`)
    if (method !== 'GET') await purgeShopCache(redisUrl)
    return response.json()
  }

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
  })
  afterAll(async () => {
    await browser?.close()
  })

  beforeEach(async () => {
    await control('reset')
    problems = []
    allowedDocumentStatuses = []
    allowedFailedCalls = []
    if (!tab) tab = await openTab(browser, STEP_TIMEOUT_MS)
    const { page } = tab
    page.on('console', (message) => {
      const text = message.text()
      const hydration = /hydrat/i.test(text) && (message.type() === 'warning' || message.type() === 'error')
      const expectedDocumentStatus = message.location().url === page.url() && allowedDocumentStatuses.some((status) => text.includes(`status of ${status}`))
      const source = message.location().url
      const expectedFailedCall = allowedFailedCalls.some(
        (call) => source !== '' && new URL(source).pathname === call.path && text.includes(`status of ${call.status}`),
      )
      if ((message.type() === 'error' || hydration) && !expectedDocumentStatus && !expectedFailedCall) {
        problems.push(`console.${message.type()}: ${text} (${message.location().url})`)
      }
    })
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  })

  afterEach(async ({ task }) => {
    const current = tab
    const failed = task.result?.state === 'fail'
    const stalled = failed && (await framesStalled(current?.page))
    // A failed test's tab is not reused: whatever it left behind (a dialog, a hung script) stays with it.
    if (current && (failed || !(await clearTab(current, shopUrl)))) {
      tab = undefined
      await current.context.close()
    }
    if (stalled) throw new Error(FRAMES_STALLED)
    expect(problems, 'the browser console should stay clean').toEqual([])
  })

  return {
    get page() {
      return tab!.pageView
    },
    get context() {
      return tab!.contextView
    },
    shopUrl,
    sandboxUrl,
    allowDocumentStatus(status) {
      allowedDocumentStatuses.push(status)
    },
    allowFailedCall(status, path) {
      allowedFailedCalls.push({ status, path })
    },
    control,
    async open(path) {
      const { page } = tab!
      const response = await page.goto(`${shopUrl}${path}`)
      await waitForHydration(page, 'html[data-hydrated="true"]')
      return { status: response?.status() ?? 0 }
    },
    async waitForPage(pathname) {
      const { page } = tab!
      await page.waitForURL((url) => url.pathname === pathname)
      await waitForHydration(page, `html[data-hydrated="true"][data-path=${JSON.stringify(pathname)}]`)
    },
  }
}

/**
 * Whether Chromium has stopped drawing `page`: a script on it answers, but no animation frame comes within 3 s. A page
 * whose main thread is busy (the shop's own fault) does not answer at all, and a closed page is not stalled: both false.
 */
async function framesStalled(page: Page | undefined): Promise<boolean> {
  if (!page || page.isClosed()) return false
  const probe = page
    .evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          requestAnimationFrame(() => resolve(false))
          setTimeout(() => resolve(true), 3000)
        }),
    )
    .catch(() => false)
  const busy = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 6000))
  return Promise.race([probe, busy])
}

/**
 * Waits for `selector` on the hydrated page; if it never comes, the error says how far the page got: whether its first
 * paint was reported, whether its scripts were started after it (see scripts-after-paint.server.ts) and its visibility.
 */
async function waitForHydration(page: Page, selector: string): Promise<void> {
  try {
    await page.waitForSelector(selector, { state: 'attached' })
  } catch (error) {
    const state = await page
      .evaluate(() => ({
        readyState: document.readyState,
        visibilityState: document.visibilityState,
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint').length > 0,
        scriptsStarted: document.querySelectorAll('script[type="module"]').length > 0,
        hydrated: document.documentElement.dataset.hydrated ?? null,
        path: document.documentElement.dataset.path ?? null,
      }))
      .catch((reason: unknown) => `unreadable: ${String(reason)}`)
    throw new Error(`${(error as Error).message}\nThe page at ${page.url()} as it was: ${JSON.stringify(state)}`, { cause: error })
  }
}
