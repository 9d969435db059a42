// @vitest-environment node
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressBytes, compressResponse, isCompressibleType, MIN_COMPRESSIBLE_BYTES, negotiateEncoding, shouldCompress } from '../../../compression.mjs'

const encoder = new TextEncoder()
const page = `<!DOCTYPE html><html><body>${'<p>Dječja kolica, autosjedalice i igračke</p>'.repeat(200)}</body></html>`

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    ['', null],
    [null, null],
  ])('answers %j with %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected)
  })
})

describe('what is compressed', () => {
  it.each([
    'text/html; charset=utf-8',
    'text/x-script',
    'text/css',
    'text/javascript',
    'application/json',
    'application/xml; charset=utf-8',
    'image/svg+xml',
    'application/manifest+json',
  ])('compresses %s', (type) => expect(isCompressibleType(type)).toBe(true))

  it.each(['image/png', 'image/avif', 'font/woff2', 'application/octet-stream', null])('leaves %s alone', (type) =>
    expect(isCompressibleType(type)).toBe(false),
  )

  it('skips a tiny body, one encoded already, a bodiless answer and a no-transform one', () => {
    const html = { 'Content-Type': 'text/html' }
    expect(shouldCompress(new Response(page, { headers: html }))).toBe(true)
    expect(shouldCompress(new Response('ok', { headers: { ...html, 'Content-Length': '2' } }))).toBe(false)
    expect(shouldCompress(new Response('x'.repeat(MIN_COMPRESSIBLE_BYTES), { headers: { ...html, 'Content-Length': String(MIN_COMPRESSIBLE_BYTES) } }))).toBe(
      true,
    )
    expect(shouldCompress(new Response(page, { headers: { ...html, 'Content-Encoding': 'br' } }))).toBe(false)
    expect(shouldCompress(new Response(null, { status: 304, headers: html }))).toBe(false)
    expect(shouldCompress(new Response(page, { headers: { ...html, 'Cache-Control': 'public, no-transform' } }))).toBe(false)
  })
})

describe('compressResponse', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends %s that decodes to the same body, without a length, varying on Accept-Encoding', async (encoding, decode) => {
    const original = new Response(page, { status: 404, headers: { 'Content-Type': 'text/html', 'Content-Length': '99', Vary: 'Cookie', ETag: '"v1"' } })
    const compressed = compressResponse(original, encoding)
    const bytes = Buffer.from(await compressed.arrayBuffer())
    expect(decode(bytes).toString()).toBe(page)
    expect(bytes.length).toBeLessThan(page.length / 5)
    expect(compressed.status).toBe(404)
    expect(compressed.headers.get('Content-Encoding')).toBe(encoding)
    expect(compressed.headers.get('Content-Length')).toBeNull()
    expect(compressed.headers.get('Vary')).toBe('Cookie, Accept-Encoding')
    expect(compressed.headers.get('ETag')).toBe('W/"v1"')
  })

  it('lets the first part of a streamed page out before the rest exists', async () => {
    let finish!: () => void
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('<!DOCTYPE html><html><body><header>Vitrina</header>'))
        finish = () => {
          controller.enqueue(encoder.encode('<main>Kasniji dio</main></body></html>'))
          controller.close()
        }
      },
    })
    const compressed = compressResponse(new Response(body, { headers: { 'Content-Type': 'text/html' } }), 'br')
    const reader = compressed.body!.getReader()
    const received: Uint8Array[] = []
    // The shell must arrive while the source is still open: read until the bytes decode to it.
    while (!brotliDecodesPartially(received).includes('<header>Vitrina</header>')) {
      const { value } = await reader.read()
      received.push(value!)
    }
    finish()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      received.push(value)
    }
    expect(brotliDecompressSync(Buffer.concat(received)).toString()).toBe(
      '<!DOCTYPE html><html><body><header>Vitrina</header><main>Kasniji dio</main></body></html>',
    )
  })

  it('streams brotli with a 256 kB window, not the default 4 MB one, and a page up to that size compresses as well', async () => {
    const large = Buffer.from(Array.from({ length: 4000 }, (_, index) => `<li><a href="/product/${index}">Kolica ${index * 7919}</a></li>`).join(''))
    expect(large.length).toBeGreaterThan(200 * 1024)
    const streamed = Buffer.from(await compressResponse(new Response(large, { headers: { 'Content-Type': 'text/html' } }), 'br').arrayBuffer())
    // RFC 7932, 9.1: the stream's first bits are its window, 1 then WBITS - 17 in three bits for 18 to 24.
    expect(streamed[0]! & 1).toBe(1)
    expect(17 + ((streamed[0]! >> 1) & 7)).toBe(18)
    expect(brotliDecompressSync(streamed).equals(large)).toBe(true)
    const defaultWindow = brotliCompressSync(large, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    })
    expect(streamed.length).toBeLessThanOrEqual(defaultWindow.length * 1.01)
  })
})

describe('compressBytes', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses a whole body in %s in one call', (encoding, decode) => {
    const bytes = compressBytes(encoder.encode(page), encoding)
    expect(decode(bytes).toString()).toBe(page)
    expect(bytes.length).toBeLessThan(page.length / 5)
  })

  it('compresses a body bigger than the largest brotli window and an empty one', () => {
    const large = Buffer.alloc(17 * 1024 * 1024, 'Vitrina ')
    expect(brotliDecompressSync(compressBytes(large, 'br')).equals(large)).toBe(true)
    expect(brotliDecompressSync(compressBytes(new Uint8Array(0), 'br')).length).toBe(0)
  })
})

/** What the brotli bytes received so far decode to (a flushed stream decodes up to its last flush). */
function brotliDecodesPartially(chunks: Uint8Array[]): string {
  if (chunks.length === 0) return ''
  try {
    return brotliDecompressSync(Buffer.concat(chunks), { finishFlush: constants.BROTLI_OPERATION_FLUSH }).toString()
  } catch {
    return ''
  }
}
