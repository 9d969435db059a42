// The JavaScript a page makes the browser download before it is interactive: the module scripts, modulepreloads
// and bootstrap imports its server-rendered HTML names, each file as the build wrote it, gzip level 9 (as the
// budgets measure), summed. Chunks a page loads later (a modal opened on demand) are not counted.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { root } from './process.mjs'

const ASSET = /(?:href|src)="(\/assets\/[^"]+\.js)"|import\("(\/assets\/[^"]+\.js)"\)/g

/** The first-load JS of `path` on the running shop at `shopUrl`: { kB, files }. */
export async function firstLoadJs(shopUrl, path) {
  const response = await fetch(`${shopUrl}${path}`)
  if (!response.ok) throw new Error(`first load of ${path}: HTTP ${response.status}`)
  const html = await response.text()
  const files = new Set([...html.matchAll(ASSET)].map((match) => match[1] ?? match[2]))
  let bytes = 0
  for (const file of files) bytes += gzipSync(readFileSync(join(root, 'reference-shop/build/client', file)), { level: 9 }).length
  return { kB: bytes / 1024, files: files.size }
}
