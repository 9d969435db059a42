import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

/** A response as it came over the wire: its bytes not decoded (fetch would decode them and hide the encoding). */
export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  /** The body as sent. */
  bytes: Buffer
  /** The body decoded according to its Content-Encoding (br, gzip or none). */
  text(): string
  header(name: string): string | undefined
  setCookies(): string[]
}

/** A GET (or HEAD) with exactly the headers given: no Accept-Encoding unless asked for. */
export function rawGet(url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('error', reject)
      incoming.on('end', () => {
        const bytes = Buffer.concat(chunks)
        const header = (name: string) => {
          const value = incoming.headers[name.toLowerCase()]
          return Array.isArray(value) ? value.join(', ') : value
        }
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          bytes,
          header,
          setCookies: () => incoming.headers['set-cookie'] ?? [],
          text() {
            const encoding = header('content-encoding')
            const decoded = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes
            return decoded.toString('utf8')
          },
        })
      })
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** The cookies of a browser context as a Cookie header. */
export function cookieHeader(cookies: readonly { name: string; value: string }[]): string {
  return cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
}
