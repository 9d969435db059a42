import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'

/** The window of every test, unless the test changes it. */
const VIEWPORT = { width: 1280, height: 900 }

/**
 * Page methods whose effect a reset cannot take back: scripts and bindings added to every document, a fake clock,
 * emulated media, extra headers, and the waits' defaults. A test that touches one gets no reused tab after it.
 */
const LASTING_PAGE_MEMBERS = new Set([
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'clock',
  'emulateMedia',
  'setExtraHTTPHeaders',
  'routeFromHAR',
  'routeWebSocket',
  'addLocatorHandler',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
])
/** The same for the context: the above, and geolocation, offline mode, credentials and tracing (permissions are cleared). */
const LASTING_CONTEXT_MEMBERS = new Set([...LASTING_PAGE_MEMBERS, 'setGeolocation', 'setOffline', 'setHTTPCredentials', 'tracing'])

/**
 * A browser context with its one page, which the tests of a file share one after another: a new page costs Chromium
 * a renderer process and compiling the shop's scripts again (measured at 1x: about 4.5 s of Chromium's CPU for a fresh
 * context's category page against 2 s in a reused tab, half the end-to-end phase of `npm test` on two cores). Between
 * two tests the tab is emptied (clearTab): cookies, storage, HTTP cache, listeners, routes, other pages and the
 * window size, so each test starts as a new visitor would.
 */
export interface Tab {
  readonly context: BrowserContext
  readonly page: Page
  /** The page as tests see it: the same page, which notes the use of a member a reset cannot undo. */
  readonly pageView: Page
  readonly contextView: BrowserContext
  readonly cdp: CDPSession
  /** Whether the test used such a member: the tab is then closed instead of emptied. */
  readonly lasting: boolean
}

/** Opens a context and its page with the tests' locale, window and wait limit. */
export async function openTab(browser: Browser, stepTimeoutMs: number): Promise<Tab> {
  const context = await browser.newContext({ locale: 'hr-HR', viewport: VIEWPORT })
  // One wait that never ends fails by its own name (the locator or URL it waited for), well before the test's
  // timeout, which on a loaded machine only says that the whole walk took too long.
  context.setDefaultTimeout(stepTimeoutMs)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  let lasting = false
  const note = () => {
    lasting = true
  }
  const contextView = watch(context, LASTING_CONTEXT_MEMBERS, note, {})
  const pageView = watch(page, LASTING_PAGE_MEMBERS, note, { context: () => contextView })
  return {
    context,
    page,
    pageView,
    contextView,
    cdp,
    get lasting() {
      return lasting
    },
  }
}

/**
 * Empties the tab for the next test of the file, as a fresh context would be. Returns false when it cannot (the
 * test used a lasting member, closed the page, or a step failed): the caller then closes the context.
 */
export async function clearTab(tab: Tab, shopUrl: string): Promise<boolean> {
  const { page, context, cdp } = tab
  if (tab.lasting || page.isClosed()) return false
  try {
    // First, so that nothing the leaving page logs counts against the next test (nor the one that just ended).
    page.removeAllListeners()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    for (const other of context.pages()) if (other !== page) await other.close()
    // The shop's storage, from a document of its origin that runs none of its scripts and reaches no server: the shop's
    // /favicon.svg did, and Chromium then asked for /favicon.ico too, a 404 the shop reports to the sandbox, which at
    // times arrived after the next test's reset of the sandbox and counted in its failed requests.
    const emptyDocument = `${shopUrl}/__e2e-empty-tab`
    await page.route(emptyDocument, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }))
    await page.goto(emptyDocument)
    await page.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
    await page.goto('about:blank')
    await page.unroute(emptyDocument)
    await context.clearCookies()
    await context.clearPermissions()
    await cdp.send('Network.clearBrowserCache')
    const size = page.viewportSize()
    if (size?.width !== VIEWPORT.width || size.height !== VIEWPORT.height) await page.setViewportSize(VIEWPORT)
    // A new page has had no pointer over it; the nearest a reused one gets is the corner (the top bar, no menu).
    await page.mouse.move(0, 0)
    return true
  } catch {
    return false
  }
}

/** `target` as it is, except that reading one of `lasting` calls `note`, and `overrides` replace members. */
function watch<T extends object>(target: T, lasting: ReadonlySet<string>, note: () => void, overrides: Record<string, unknown>): T {
  return new Proxy(target, {
    get(object, property) {
      if (typeof property === 'string') {
        if (Object.hasOwn(overrides, property)) return overrides[property]
        if (lasting.has(property)) note()
      }
      const value: unknown = Reflect.get(object, property, object)
      return typeof value === 'function' ? value.bind(object) : value
    },
  })
}
