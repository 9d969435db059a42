// The JavaScript a page makes the browser download before it is interactive: the chunks its server-rendered HTML
// preloads (as links, or in the list of the script that starts them once the page has painted: see
// reference-shop/app/features/serving/scripts-after-paint.server.ts; the page language's catalog, which the entry
// imports before hydrating, is in that list) and the entry its module script imports, each
// file as the build wrote it, gzip level 9 (as the budgets measure), summed. Chunks a page loads later (a modal
// opened on demand) are not counted, nor those the hydration data merely names.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { root } from './process.mjs'

const ASSET = /(?:href|src)="(\/assets\/[^"]+\.js)"|import\("(\/assets\/[^"]+\.js)"\)/g
// The starter's call: `(function startAfterPaint(...){...})(["/assets/a.js",...],document.currentScript,2500)`.
const AFTER_PAINT_LIST = /(\["\/assets\/[^\]]*\]),document\.currentScript(?:,\d+)?\)<\/script>/

/** The first-load JS of `path` on the running shop at `shopUrl`: { kB, files }. */
export async function firstLoadJs(shopUrl, path) {
  const response = await fetch(`${shopUrl}${path}`)
  if (!response.ok) throw new Error(`first load of ${path}: HTTP ${response.status}`)
  const html = await response.text()
  const files = new Set([...html.matchAll(ASSET)].map((match) => match[1] ?? match[2]))
  const afterPaint = AFTER_PAINT_LIST.exec(html)
  // A starter whose list this cannot read would leave every chunk but the entry uncounted.
  if (!afterPaint && html.includes('function startAfterPaint('))
    throw new Error(`first load of ${path}: the after-paint starter's list of chunks is not where this reads it`)
  for (const file of JSON.parse(afterPaint?.[1] ?? '[]')) files.add(file)
  let bytes = 0
  for (const file of files) bytes += gzipSync(readFileSync(join(root, 'reference-shop/build/client', file)), { level: 9 }).length
  return { kB: bytes / 1024, files: files.size }
}
