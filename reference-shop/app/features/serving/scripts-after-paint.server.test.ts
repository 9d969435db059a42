import { Readable } from 'node:stream'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFERRED_MODULE_TYPE, MAIN_IMAGE_WAIT_MS, scriptsAfterPaint, startAfterPaint } from './scripts-after-paint.server'

const NONCE = 'bm9uY2UtZm9yLXRlc3Rz'
const [ENTRY, ROOT] = ['/assets/entry.client-B2.js', '/assets/root-A1.js']
const MODULE_CODE = 'import * as route0 from "/assets/root-A1.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-B2.js");'

/** A document shaped like React Router's: preloads in the head, the module script after the content, streamed data after it. */
const DOCUMENT =
  '<!DOCTYPE html><html lang="hr"><head><meta charSet="utf-8"/>' +
  `<link nonce="${NONCE}" rel="stylesheet" href="/assets/app.css" data-precedence="default"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-B2.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/root-A1.js" nonce="${NONCE}"/></head>` +
  '<body><h1>Košarica – čokolada i žličica</h1>' +
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${MODULE_CODE}</script>` +
  `<script nonce="${NONCE}">window.streamed = "đ ž ć";</script></body></html>`

/** Streams `text` through the rewrite in pieces of `size` bytes (splitting tags and multi-byte characters). */
async function rewrite(text: string, size: number, alsoPreload?: string[]): Promise<string> {
  const bytes = Buffer.from(text)
  const pieces: Buffer[] = []
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size))
  const out: Buffer[] = []
  for await (const chunk of Readable.from(pieces).pipe(scriptsAfterPaint(alsoPreload))) out.push(chunk as Buffer)
  return Buffer.concat(out).toString('utf8')
}

describe('scriptsAfterPaint', () => {
  it('takes the module preloads out of the head and turns the module script into an inert block, however the document is cut', async () => {
    for (const size of [1, 7, 64, 100_000]) {
      const html = await rewrite(DOCUMENT, size)
      expect(html, `chunks of ${size}`).not.toContain('rel="modulepreload"')
      expect(html).not.toContain('type="module"')
      expect(html).toContain(`<script nonce="${NONCE}" type="${DEFERRED_MODULE_TYPE}">${MODULE_CODE}</script>`)
      // Everything else is there unchanged, multi-byte characters included.
      expect(html).toContain('<h1>Košarica – čokolada i žličica</h1>')
      expect(html).toContain(`<link nonce="${NONCE}" rel="stylesheet" href="/assets/app.css" data-precedence="default"/>`)
      expect(html.endsWith(`<script nonce="${NONCE}">window.streamed = "đ ž ć";</script></body></html>`)).toBe(true)
    }
  })

  it('takes the script, not another element of that type that comes before it', async () => {
    const page = DOCUMENT.replace('<h1>', '<x-widget type="module"></x-widget><script nonce="n">window.a = 1</script><h1>')
    for (const size of [1, 64]) {
      const html = await rewrite(page, size)
      expect(html).toContain('<x-widget type="module"></x-widget>')
      expect(html).toContain(`<script nonce="${NONCE}" type="${DEFERRED_MODULE_TYPE}">${MODULE_CODE}</script>`)
    }
  })

  it('preloads the chunks it is given after those of the head, once each (a language’s catalog, which the entry imports before hydrating)', async () => {
    const html = await rewrite(DOCUMENT, 64, ['/assets/catalog-C3.js', '/assets/root-A1.js'])
    const listed = /\((\[[^\]]*\]),document\.currentScript,\d+\)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(listed ?? 'null')).toEqual(['/assets/entry.client-B2.js', '/assets/root-A1.js', '/assets/catalog-C3.js'])
    expect(html).not.toContain('rel="modulepreload"')
  })

  it('passes a document without a module script through byte for byte', async () => {
    const page = '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/x.js"/></head><body><p>Greška – ž</p></body></html>'
    expect(await rewrite(page, 5)).toBe(page)
  })

  describe('in the browser', () => {
    /** A PerformanceObserver for paint entries whose reports the test makes. */
    function reportedPaints() {
      let report: ((names: string[]) => void) | undefined
      let observing: unknown
      class Observer {
        static supportedEntryTypes = ['paint', 'largest-contentful-paint']
        constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
          report = (names) => callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) })
        }
        observe(options: unknown) {
          observing = options
        }
        disconnect() {
          report = undefined
        }
      }
      return { Observer, report: (names: string[]) => report?.(names), observing: () => observing, connected: () => report !== undefined }
    }

    afterEach(() => {
      vi.useRealTimers()
      vi.unstubAllGlobals()
      Reflect.deleteProperty(document, 'visibilityState')
      document.head.replaceChildren()
      document.body.replaceChildren()
    })

    /** The rewritten document's inert block and starter, in this test's document; the starter's code is checked to call {@link startAfterPaint}. */
    async function load(visibility: 'visible' | 'hidden', paintObserver?: unknown, images: HTMLImageElement[] = []) {
      vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] })
      vi.stubGlobal('PerformanceObserver', paintObserver)
      Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true })
      const parsed = new DOMParser().parseFromString(await rewrite(DOCUMENT, 64), 'text/html')
      const inert = parsed.querySelector(`script[type="${DEFERRED_MODULE_TYPE}"]`)!
      const starter = inert.nextElementSibling as HTMLScriptElement
      expect(starter.getAttribute('nonce')).toBe(NONCE)
      const call = /^\(function startAfterPaint\([\s\S]*\}\)\((\[.*\]),document\.currentScript,(\d+)\)$/.exec(starter.textContent ?? '')
      expect(call).not.toBeNull()
      expect(Number(call![2])).toBe(MAIN_IMAGE_WAIT_MS)
      document.body.append(...images, document.importNode(inert, true), document.importNode(starter, true))
      startAfterPaint(JSON.parse(call![1]!) as string[], document.body.lastElementChild as HTMLScriptElement, MAIN_IMAGE_WAIT_MS)
      const started = () => document.querySelectorAll('script[type="module"]').length > 0
      const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))
      /** The page's one module script runs the inert block's code with its nonce, its chunks preloaded. */
      const expectStarted = () => {
        const modules = document.querySelectorAll<HTMLScriptElement>('script[type="module"]')
        expect(modules).toHaveLength(1)
        expect(modules[0]!.textContent).toBe(MODULE_CODE)
        expect(modules[0]!.nonce || modules[0]!.getAttribute('nonce')).toBe(NONCE)
        expect(preloads()).toEqual([ENTRY, ROOT])
      }
      return { started, preloads, expectStarted }
    }

    it('starts the scripts once the first contentful paint is reported, with the same preloads, code and nonce', async () => {
      const paints = reportedPaints()
      const page = await load('visible', paints.Observer)
      expect(paints.observing()).toEqual({ type: 'paint', buffered: true })
      paints.report(['first-paint'])
      vi.advanceTimersByTime(MAIN_IMAGE_WAIT_MS - 1)
      expect(page.started()).toBe(false)
      expect(page.preloads()).toEqual([])
      paints.report(['first-contentful-paint'])
      expect(paints.connected()).toBe(false)
      // One preload a task: the first at once, the next in a task of its own, the scripts in the task after the last.
      expect(page.preloads()).toEqual([ENTRY])
      vi.advanceTimersToNextTimer()
      expect(page.preloads()).toEqual([ENTRY, ROOT])
      expect(page.started()).toBe(false)
      vi.advanceTimersToNextTimer()
      expect(page.started()).toBe(false)
      vi.advanceTimersToNextTimer()
      page.expectStarted()
      // Once only.
      paints.report(['first-contentful-paint'])
      vi.runAllTimers()
      page.expectStarted()
    })

    /** An image as the page marks its main one, loaded (complete) or still loading. */
    function mainImage(complete: boolean): HTMLImageElement {
      const image = document.createElement('img')
      image.setAttribute('fetchpriority', 'high')
      Object.defineProperty(image, 'complete', { value: complete, configurable: true })
      return image
    }

    it('downloads the chunks at the first paint and runs them once the main image is on screen', async () => {
      const paints = reportedPaints()
      const [photo, second] = [mainImage(false), mainImage(false)]
      const lazyImage = document.createElement('img')
      Object.defineProperty(lazyImage, 'complete', { value: false })
      const page = await load('visible', paints.Observer, [mainImage(true), photo, second, lazyImage])
      paints.report(['first-contentful-paint'])
      expect(page.preloads()).toEqual([ENTRY])
      vi.advanceTimersByTime(MAIN_IMAGE_WAIT_MS / 2)
      expect(page.preloads()).toEqual([ENTRY, ROOT])
      expect(page.started()).toBe(false)
      photo.dispatchEvent(new Event('load'))
      second.dispatchEvent(new Event('error'))
      // Not before the frame with the image has been painted: the frame's callback, then the timeout it sets.
      expect(page.started()).toBe(false)
      vi.advanceTimersToNextFrame()
      expect(page.started()).toBe(false)
      vi.advanceTimersByTime(1)
      page.expectStarted()
      vi.runAllTimers()
      page.expectStarted()
    })

    it('runs them at most MAIN_IMAGE_WAIT_MS after the first paint when the main image is slow', async () => {
      const paints = reportedPaints()
      const photo = mainImage(false)
      const page = await load('visible', paints.Observer, [photo])
      paints.report(['first-contentful-paint'])
      vi.advanceTimersByTime(MAIN_IMAGE_WAIT_MS - 1)
      expect(page.started()).toBe(false)
      vi.advanceTimersByTime(1)
      page.expectStarted()
      // The image arriving later starts nothing again.
      photo.dispatchEvent(new Event('load'))
      vi.runAllTimers()
      page.expectStarted()
    })

    it('starts them after the next frame has been painted where the browser reports no paints', async () => {
      const page = await load('visible')
      expect(page.started()).toBe(false)
      expect(page.preloads()).toEqual([])
      // The frame's callback runs before that frame is painted; the timeout it sets runs after.
      vi.advanceTimersToNextFrame()
      expect(page.started()).toBe(false)
      vi.runOnlyPendingTimers()
      page.expectStarted()
      // Once only.
      vi.runAllTimers()
      page.expectStarted()
    })

    it('starts them MAIN_IMAGE_WAIT_MS after the starter ran when no first paint is reported by then', async () => {
      const paints = reportedPaints()
      const page = await load('visible', paints.Observer)
      vi.advanceTimersByTime(MAIN_IMAGE_WAIT_MS - 1)
      expect(page.preloads()).toEqual([])
      vi.advanceTimersByTime(1)
      expect(page.preloads()).toEqual([ENTRY])
      // Timeouts of 0 set in a timer's callback, each one millisecond later under fake timers: the next preload, the
      // end of the preloads, the start.
      vi.advanceTimersByTime(1)
      expect(page.preloads()).toEqual([ENTRY, ROOT])
      vi.advanceTimersByTime(1)
      expect(page.started()).toBe(false)
      vi.advanceTimersByTime(1)
      page.expectStarted()
      // The paint reported late starts nothing again.
      paints.report(['first-contentful-paint'])
      vi.runAllTimers()
      page.expectStarted()
    })

    it('starts them at most twice MAIN_IMAGE_WAIT_MS after the starter ran with no paint reported and the main image slow', async () => {
      const paints = reportedPaints()
      const page = await load('visible', paints.Observer, [mainImage(false)])
      vi.advanceTimersByTime(MAIN_IMAGE_WAIT_MS)
      expect(page.preloads()).toEqual([ENTRY])
      vi.advanceTimersByTime(MAIN_IMAGE_WAIT_MS - 1)
      expect(page.preloads()).toEqual([ENTRY, ROOT])
      expect(page.started()).toBe(false)
      vi.advanceTimersByTime(1)
      page.expectStarted()
    })

    it('starts them at once when the tab goes to the background before they have started', async () => {
      const paints = reportedPaints()
      const page = await load('visible', paints.Observer)
      expect(page.started()).toBe(false)
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
      page.expectStarted()
      // Shown again and painted: nothing runs twice.
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
      paints.report(['first-contentful-paint'])
      vi.runAllTimers()
      page.expectStarted()
    })

    it('adds the preloads not added yet at once when it starts between two of them', async () => {
      const paints = reportedPaints()
      const page = await load('visible', paints.Observer)
      paints.report(['first-contentful-paint'])
      expect(page.preloads()).toEqual([ENTRY])
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
      page.expectStarted()
      // The steps left stop there: each preload once.
      vi.runAllTimers()
      page.expectStarted()
    })

    it('starts them at once in a tab opened in the background, where no frame is painted', async () => {
      const page = await load('hidden')
      page.expectStarted()
    })
  })
})
