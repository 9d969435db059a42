// Response compression for the shop's server (issue 11): brotli when the browser accepts it, else gzip. Pages and
// data are compressed as they stream, a page from the page cache in one call (it is all there); the client build is
// compressed once at build time (scripts/precompress.mjs).
import zlib from 'node:zlib'

/** Below this a compressed body saves less than the encoding's own overhead costs. */
export const MIN_COMPRESSIBLE_BYTES = 1024

/**
 * Levels for bodies compressed per request, where CPU time is throughput. On a 116 kB product page here, brotli 3
 * takes about 2 ms for 20.3 kB (quality 4: 3 ms for 19.6 kB); gzip 4 about 2 ms for 22.9 kB (its default 6: twice the
 * time for 5% less). The build uses the highest levels for files it compresses once.
 */
export const DYNAMIC_BROTLI_QUALITY = 3
export const DYNAMIC_GZIP_LEVEL = 4

/**
 * The brotli window of a streamed answer (its size is not known in advance): 2^18 bytes, 256 kB, more than the
 * largest page here (the Slovenian home page, 184 kB of HTML), so no page compresses worse than with brotli's default
 * 4 MB.
 * The encoder allocates its window inside its first compression call, on one of libuv's worker threads, so in that
 * thread's malloc arena. A 4 MB block, once freed, raised glibc's threshold for mapping blocks of their own above
 * it: every later window came from the arenas and stayed there. Under the bench's load (50 shoppers, pages
 * streamed in brotli) the arenas grew from 25 to 96 MB and the shop's RSS after the load was 30 to 55% above
 * the end of the warm-up. With this window they stayed at 20 to 34 MB.
 */
export const STREAM_BROTLI_WINDOW_BITS = 18

/** The file extensions of the client build worth precompressing: text formats. Images and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = ['.js', '.mjs', '.css', '.html', '.json', '.svg', '.xml', '.txt', '.map', '.webmanifest']

// HTML, CSS, JS, JSON, XML and React Router's `.data` (text/x-script); SVG and any other +xml or +json type.
const COMPRESSIBLE_TYPE = /^\s*(?:text\/[^;\s]+|application\/(?:javascript|json|xml|ld\+json|manifest\+json)|image\/svg\+xml|[^;\s]+\+(?:json|xml))\s*(?:;|$)/i

/**
 * Whether a response of this Content-Type is text that compresses well.
 * @param {string | null | undefined} contentType
 */
export function isCompressibleType(contentType) {
  return typeof contentType === 'string' && COMPRESSIBLE_TYPE.test(contentType)
}

/**
 * The encoding to answer with for a request's Accept-Encoding: 'br' when accepted (it is smaller), else 'gzip', else
 * null (send the body as it is). Honours q-values: `br;q=0` refuses brotli, `*` accepts either.
 * @param {string | null | undefined} acceptEncoding
 * @returns {'br' | 'gzip' | null}
 */
export function negotiateEncoding(acceptEncoding) {
  if (!acceptEncoding) return null
  /** @type {Map<string, number>} */
  const weights = new Map()
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...parameters] = part.split(';').map((piece) => piece.trim())
    if (token === '') continue
    const q = parameters.find((parameter) => /^q=/i.test(parameter))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(token.toLowerCase(), Number.isFinite(weight) ? weight : 0)
  }
  const wildcard = weights.get('*')
  const weightOf = (/** @type {string} */ encoding) => weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ?? wildcard ?? 0
  const br = weightOf('br')
  const gzip = weightOf('gzip')
  if (br > 0 && br >= gzip) return 'br'
  if (gzip > 0) return 'gzip'
  return null
}

/**
 * Whether a response should be compressed on its way out: one with a body, which {@link worthCompressing} takes.
 * @param {Response} response
 */
export function shouldCompress(response) {
  if (response.body === null || response.status === 204 || response.status === 304) return false
  const length = response.headers.get('content-length')
  return worthCompressing(response.headers, length === null ? null : Number(length))
}

/**
 * Whether a body of `length` bytes (null: not known) with these headers is worth compressing: text, neither encoded
 * already nor known to be tiny, and not marked `no-transform`.
 * @param {Headers} headers
 * @param {number | null} length
 */
export function worthCompressing(headers, length) {
  if (headers.has('content-encoding') || !isCompressibleType(headers.get('content-type'))) return false
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get('cache-control') ?? '')) return false
  return length === null || length >= MIN_COMPRESSIBLE_BYTES
}

/**
 * Adds `Accept-Encoding` to a response's Vary: a cache in between must keep the compressed and the plain
 * representation apart.
 * @param {Headers} headers
 */
export function varyOnAcceptEncoding(headers) {
  const vary = headers.get('vary')
  if (vary === null) headers.set('Vary', 'Accept-Encoding')
  else if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`)
}

/**
 * The response with its body compressed in `encoding`, as it streams: a server render's shell leaves before its
 * deferred parts. Content-Length goes (the size is not known in advance) and a strong ETag turns weak (the bytes
 * differ from the identity representation's, the content does not).
 * @param {Response} response
 * @param {'br' | 'gzip'} encoding
 * @returns {Response}
 */
export function compressResponse(response, encoding) {
  const headers = compressedHeaders(response.headers, encoding)
  headers.delete('content-length')
  return new Response(compressStream(/** @type {ReadableStream<Uint8Array>} */ (response.body), encoding), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

/**
 * A whole body compressed in `encoding` in one call, on the event loop: for a body that is all there already (a
 * page from the page cache), where streaming it through a compressor would cost a stream, its buffers and a full-size
 * brotli window per request (a cached product page: about 1 ms here, against 3 ms streamed).
 * @param {Uint8Array} bytes
 * @param {'br' | 'gzip'} encoding
 * @returns {Buffer}
 */
export function compressBytes(bytes, encoding) {
  if (encoding === 'gzip') return zlib.gzipSync(bytes, { level: DYNAMIC_GZIP_LEVEL })
  return zlib.brotliCompressSync(bytes, { params: brotliParams(bytes.length) })
}

/**
 * Brotli's settings for a dynamic answer: the quality above, text mode, and a window just big enough for the body
 * when its size is known (brotli allows 2^10 to 2^24 bytes: less memory to set up per call), else
 * {@link STREAM_BROTLI_WINDOW_BITS}.
 * @param {number} [size]
 */
function brotliParams(size) {
  const { constants } = zlib
  const params = { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT }
  if (size === undefined) return { ...params, [constants.BROTLI_PARAM_LGWIN]: STREAM_BROTLI_WINDOW_BITS }
  const windowBits = Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 16))))
  return { ...params, [constants.BROTLI_PARAM_LGWIN]: windowBits, [constants.BROTLI_PARAM_SIZE_HINT]: size }
}

/**
 * The headers of a response once its body is in `encoding`: Content-Encoding, Vary on Accept-Encoding, and a strong
 * ETag made weak (the bytes differ from the identity representation's, the content does not).
 * @param {HeadersInit} original
 * @param {'br' | 'gzip'} encoding
 * @returns {Headers}
 */
export function compressedHeaders(original, encoding) {
  const headers = new Headers(original)
  headers.set('Content-Encoding', encoding)
  varyOnAcceptEncoding(headers)
  const etag = headers.get('etag')
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`)
  return headers
}

/**
 * @param {'br' | 'gzip'} encoding
 */
function createCompressor(encoding) {
  if (encoding === 'br') {
    return zlib.createBrotliCompress({ params: brotliParams() })
  }
  return zlib.createGzip({ level: DYNAMIC_GZIP_LEVEL })
}

/**
 * Compresses a body stream. The compressor is flushed whenever the source pauses (React writes its shell or a
 * resolved Suspense boundary in a burst of small chunks, then waits), never per chunk: each flush costs
 * compression ratio, and no flush would hold a streamed part back until the whole page is done.
 * @param {ReadableStream<Uint8Array>} body
 * @param {'br' | 'gzip'} encoding
 * @returns {ReadableStream<Uint8Array>}
 */
export function compressStream(body, encoding) {
  const reader = body.getReader()
  const compressor = createCompressor(encoding)
  const flushKind = encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH
  /** @type {ReturnType<typeof setImmediate> | undefined} */
  let pendingFlush
  const flushSoon = () => {
    // setImmediate runs after the pending I/O and promise callbacks: every chunk of the current burst is written first.
    pendingFlush ??= setImmediate(() => {
      pendingFlush = undefined
      compressor.flush(flushKind)
    })
  }

  return new ReadableStream({
    start(controller) {
      compressor.on('data', (/** @type {Buffer} */ chunk) => controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)))
      compressor.once('end', () => controller.close())
      compressor.once('error', (error) => controller.error(error))
    },
    async pull(controller) {
      try {
        const { done, value } = await reader.read()
        if (done) {
          if (pendingFlush) clearImmediate(pendingFlush)
          // Resolved only once the compressor has emitted its last bytes: until then a finished source must not be
          // read again (that would spin on promises and starve the compressor of the event loop it runs on).
          await new Promise((resolve) => {
            compressor.once('close', resolve)
            compressor.end()
          })
          return
        }
        await new Promise((resolve, reject) => compressor.write(value, (error) => (error ? reject(error) : resolve(undefined))))
        flushSoon()
      } catch (error) {
        compressor.destroy()
        controller.error(error)
      }
    },
    cancel(reason) {
      if (pendingFlush) clearImmediate(pendingFlush)
      compressor.destroy()
      return reader.cancel(reason)
    },
  })
}
