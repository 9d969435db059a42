import { Transform } from 'node:stream'

/**
 * The page's JavaScript starts loading once the page has painted, not beside the stylesheet.
 *
 * React Router's `<Scripts>` puts a `modulepreload` link in the head for every chunk the page needs, fetched at high
 * priority beside the stylesheet, and an `async` module script that imports the route modules and hydrates as soon
 * as they are in. On a phone's connection the 170 kB of JavaScript then shares the line with the HTML, the stylesheet
 * and the main image, and hydration can run before the first paint: Lighthouse measured the home page's first paint
 * behind the whole hydration (LCP 3.2 s, of which 2.7 s was render delay, with the LCP element server-rendered text).
 *
 * This rewrites the document React Router streams, once, where those tags are:
 * - the `modulepreload` links leave the head;
 * - the module script becomes an inert data block (its `type` is not JavaScript), its text unchanged;
 * - a small inline script after it (with the same CSP nonce) waits until the page's first paint is on screen, then
 *   adds the preloads back and runs the module script's text as a module script: the same chunks, fetched in
 *   parallel. On a page with a main image still loading, the script runs once that image is on screen
 *   ({@link startAfterPaint}).
 * Everything else in the document passes through untouched, byte for byte; so does a document without those tags.
 *
 * @param alsoPreload - Chunks the page needs before it is interactive that React Router does not preload (the
 *   language's catalog, which the entry imports before it hydrates): preloaded with the others.
 */
export function scriptsAfterPaint(alsoPreload: readonly string[] = []): Transform {
  // The document so far, one latin1 character a byte: offsets are byte offsets, and encoding it back gives the same
  // bytes, a multi-byte character split between two chunks included.
  let text = ''
  // Where the search for the module script goes on: the chunks before it hold none.
  let searchFrom = 0
  let done = false
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (done) return callback(null, chunk)
      text += (typeof chunk === 'string' ? Buffer.from(chunk) : chunk).toString('latin1')
      const found = findModuleScript(text, searchFrom)
      if (typeof found === 'number') {
        searchFrom = found
        if (text.length < MAX_BUFFERED_BYTES) return callback()
      }
      done = true
      callback(null, Buffer.from(typeof found === 'number' ? text : rewriteScripts(text, found, alsoPreload), 'latin1'))
    },
    flush(callback) {
      // The document ended before its module script (an error page without scripts): sent as it was.
      if (!done && text.length > 0) this.push(Buffer.from(text, 'latin1'))
      callback()
    },
  })
}

/** The shell with React Router's scripts comes in the first chunks; past this much there are none to wait for. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024

/** The type that makes the module script a data block: browsers neither run nor fetch a script of a type they do not know. */
export const DEFERRED_MODULE_TYPE = 'text/x-module-after-paint'

const MODULE_TYPE = ' type="module"'
const MODULE_SCRIPT = /<script([^>]*?) type="module"( async="")?([^>]*)>([\s\S]*?)<\/script>/y
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"&<>]+)"[^>]*\/?>/g
const NONCE = / nonce="([^"]*)"/

/**
 * React Router's module script in `text`, whole; else where to search again once more of the document is in (a
 * script whose end is still to come, or the last few characters, which may begin its type attribute). Searching on
 * from there, not from the start, keeps the work per document proportional to its length, however many chunks.
 */
function findModuleScript(text: string, from: number): RegExpExecArray | number {
  const type = text.indexOf(MODULE_TYPE, from)
  if (type === -1) return Math.max(from, text.length - MODULE_TYPE.length)
  MODULE_SCRIPT.lastIndex = text.lastIndexOf('<script', type)
  const script = MODULE_SCRIPT.exec(text)
  if (script) return script
  // Not all in yet; or, with a script's end after it, that type was some other element's.
  return text.includes('</script>', type) ? findModuleScript(text, type + MODULE_TYPE.length) : type
}

/** The document with the module preloads before the module script taken out, the script made inert and the starter after it. */
function rewriteScripts(text: string, script: RegExpExecArray, alsoPreload: readonly string[]): string {
  const [whole, before = '', , after = '', code = ''] = script
  const head = text.slice(0, script.index)
  const preloads = [...new Set([...[...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!), ...alsoPreload])]
  const nonce = NONCE.exec(before + after)?.[1]
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`
  const inert = `<script${before} type="${DEFERRED_MODULE_TYPE}"${after}>${code}</script>`
  const starter = `<script${nonceAttribute}>${starterScript(preloads)}</script>`
  return head.replace(MODULE_PRELOAD, '') + inert + starter + text.slice(script.index + whole.length)
}

/**
 * The inline script that starts the page's JavaScript after the first paint: {@link startAfterPaint}, called with the
 * chunks to preload, the script element itself and the longest wait for the main image.
 */
function starterScript(preloads: string[]): string {
  return `(${startAfterPaint.toString()})(${JSON.stringify(preloads).replaceAll('<', '\\u003c')},document.currentScript,${MAIN_IMAGE_WAIT_MS})`
}

/**
 * How long after the first paint the page's JavaScript waits at most for its main image (see {@link startAfterPaint}):
 * a slow image must not keep the page from becoming interactive.
 */
export const MAIN_IMAGE_WAIT_MS = 2500

/**
 * Runs in the page, as the inline script right after the inert module script (its previous element), so it is
 * self-contained: no imports, no outer names. Once the browser reports the page's first contentful paint (it is then
 * on screen: on a busy phone that can be well after the frame was drawn) it adds the preloads, one a task, so the chunks
 * download, and runs the inert script's code as a module script with the same nonce:
 * - once the preloads are in when the page has no main image still loading;
 * - else once the main images (those the page marks `fetchpriority="high"`, such as a product's photo) have loaded
 *   and the next frame has been painted, or after `maxWaitMs` at most. Hydration's long tasks would otherwise hold the
 *   image's paint back: Lighthouse measured the product page's LCP (its photo) at 2.5 s, of which 1.9 s was render
 *   delay.
 * A browser that reports no paints starts after the next frame (an animation frame's callback runs before that
 * frame's paint, a timeout set there after it). A tab in the background paints nothing, so there it starts at once,
 * and so does a tab hidden before it has started. A first paint not reported within `maxWaitMs` of the starter counts
 * as done, so the scripts start at most `maxWaitMs` after it, twice that with a main image still loading: a page whose
 * paints never come (a browser that renders an unfocused window's tabs rarely, or not at all) still becomes interactive.
 */
export function startAfterPaint(preloads: string[], starter: HTMLScriptElement, maxWaitMs: number): void {
  const inert = starter.previousElementSibling
  const pending = [...preloads]
  let started = false
  const preloadNext = () => {
    const href = pending.shift()
    if (href === undefined) return false
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.appendChild(link)
    return true
  }
  // One preload a task, then `then`: inserting a preload costs the main thread 1 to 6 ms (its request starts there), so
  // a page's fifteen or so in one go were one long task of 20 to 110 ms, four times that on a phone's CPU, in which a
  // tap would wait. Between the steps the page answers input.
  const preloadInSteps = (then: () => void) => {
    const step = () => {
      if (started || !preloadNext()) return then()
      setTimeout(step, 0)
    }
    step()
  }
  const start = () => {
    if (started || !inert) return
    started = true
    document.removeEventListener('visibilitychange', start)
    // What the steps have not added yet, now: the module script's imports are all under way before it runs.
    while (pending.length > 0) preloadNext()
    const script = document.createElement('script')
    script.type = 'module'
    // The nonce attribute reads empty once the page is parsed; the property keeps it.
    script.nonce = starter.nonce || starter.getAttribute('nonce') || ''
    script.textContent = inert.textContent
    document.body.appendChild(script)
  }
  const soon = () => setTimeout(start, 0)
  let painted = false
  const afterPaint = () => {
    if (painted) return
    painted = true
    const loading = [...document.querySelectorAll('img[fetchpriority="high"]')].filter((image) => !(image as HTMLImageElement).complete)
    // Starts once the preloads are all in and the main images are on screen.
    let waits = loading.length === 0 ? 1 : 2
    const ready = () => {
      waits -= 1
      if (waits === 0) soon()
    }
    preloadInSteps(ready)
    if (loading.length === 0) return
    setTimeout(start, maxWaitMs)
    let left = loading.length
    const loaded = () => {
      left -= 1
      if (left === 0) requestAnimationFrame(ready)
    }
    for (const image of loading) {
      image.addEventListener('load', loaded, { once: true })
      image.addEventListener('error', loaded, { once: true })
    }
  }
  if (document.visibilityState !== 'visible') {
    start()
    return
  }
  // A paint not reported in time counts as done.
  setTimeout(afterPaint, maxWaitMs)
  document.addEventListener('visibilitychange', start)
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      afterPaint()
    })
    observer.observe({ type: 'paint', buffered: true })
  } else requestAnimationFrame(soon)
}
