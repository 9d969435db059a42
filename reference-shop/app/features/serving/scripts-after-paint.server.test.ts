// @vitest-environment node
import { Readable } from 'node:stream'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { DEFERRED_MODULE_TYPE, scriptsAfterPaint } from './scripts-after-paint.server'

const NONCE = 'bm9uY2UtZm9yLXRlc3Rz'
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
async function rewrite(text: string, size: number): Promise<string> {
  const bytes = Buffer.from(text)
  const pieces: Buffer[] = []
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size))
  const out: Buffer[] = []
  for await (const chunk of Readable.from(pieces).pipe(scriptsAfterPaint())) out.push(chunk as Buffer)
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

  it('passes a document without a module script through byte for byte', async () => {
    const page = '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/x.js"/></head><body><p>Greška – ž</p></body></html>'
    expect(await rewrite(page, 5)).toBe(page)
  })

  describe('in the browser', () => {
    /** Loads the rewritten document with its inline scripts running; animation frames and timers run when told to. */
    async function load(visibility: 'visible' | 'hidden') {
      const frames: (() => void)[] = []
      const timers: (() => void)[] = []
      const dom = new JSDOM(await rewrite(DOCUMENT, 64), {
        runScripts: 'dangerously',
        beforeParse(window) {
          Object.defineProperty(window.document, 'visibilityState', { value: visibility })
          window.requestAnimationFrame = (callback) => frames.push(() => callback(0))
          window.setTimeout = ((callback: () => void) => timers.push(callback)) as unknown as typeof window.setTimeout
        },
      })
      const document = dom.window.document
      const started = () => document.querySelectorAll('script[type="module"]').length > 0
      const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))
      return { document, frames, timers, started, preloads }
    }

    it('starts the scripts only after the next frame has been painted, with the same preloads, code and nonce', async () => {
      const page = await load('visible')
      expect(page.started()).toBe(false)
      expect(page.preloads()).toEqual([])
      expect(page.frames).toHaveLength(1)
      page.frames.shift()!()
      // The frame's callback runs before that frame is painted; the timeout it sets runs after.
      expect(page.started()).toBe(false)
      page.timers.shift()!()
      expect(page.started()).toBe(true)
      expect(page.preloads()).toEqual(['/assets/entry.client-B2.js', '/assets/root-A1.js'])
      const module = page.document.querySelector<HTMLScriptElement>('script[type="module"]')!
      expect(module.textContent).toBe(MODULE_CODE)
      expect(module.nonce || module.getAttribute('nonce')).toBe(NONCE)
    })

    it('starts them at once in a tab opened in the background, where no frame is painted', async () => {
      const page = await load('hidden')
      expect(page.frames).toHaveLength(0)
      expect(page.started()).toBe(true)
      expect(page.preloads()).toEqual(['/assets/entry.client-B2.js', '/assets/root-A1.js'])
    })
  })
})
