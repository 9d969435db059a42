// The media renditions the measured pages show, requested once before Lighthouse runs. The sandbox renders a
// rendition (resize and AVIF/WebP encode) on its first request and keeps it (sandbox/src/media/media.cache.ts); a
// real backend serves renditions made at upload, from a CDN. Without this, a page's main image would wait in
// Lighthouse's run behind the sandbox encoding ten images at once on this machine's two cores, which measures the
// sandbox and not the shop. Only the backend's media are requested, each URL once, as a browser asks for them.

const MEDIA_ATTRIBUTES = /\s(?:src|srcSet|srcset)="([^"]+)"/g
const ACCEPT_IMAGES = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8'

/** The backend media URLs a page's HTML names in `src` and `srcset` (every candidate of a set). */
function mediaUrlsOf(html, backendOrigin) {
  const urls = new Set()
  for (const [, value] of html.matchAll(MEDIA_ATTRIBUTES)) {
    for (const candidate of value.replaceAll('&amp;', '&').split(',')) {
      const url = candidate.trim().split(/\s+/)[0]
      if (url?.startsWith(`${backendOrigin}/`)) urls.add(url)
    }
  }
  return urls
}

/**
 * Fetches each page (`{ path, cookies? }`) of the shop at `shopUrl` and then every backend media URL it names, four
 * at a time. Resolves to `{ pages, renditions, ms }`.
 */
export async function warmPageMedia({ shopUrl, backendUrl, pages }) {
  const started = performance.now()
  const backendOrigin = new URL(backendUrl).origin
  const urls = new Set()
  for (const { path, cookies = [] } of pages) {
    const headers = cookies.length > 0 ? { cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; ') } : {}
    const response = await fetch(`${shopUrl}${path}`, { headers })
    if (!response.ok) throw new Error(`warming the media of ${path}: HTTP ${response.status}`)
    for (const url of mediaUrlsOf(await response.text(), backendOrigin)) urls.add(url)
  }
  const queue = [...urls]
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const response = await fetch(url, { headers: { accept: ACCEPT_IMAGES } })
      if (!response.ok) throw new Error(`warming ${url}: HTTP ${response.status}`)
      await response.arrayBuffer()
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return { pages: pages.length, renditions: urls.size, ms: performance.now() - started }
}
