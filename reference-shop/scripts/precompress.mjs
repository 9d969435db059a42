// Writes a .br and a .gz twin beside every text file of the client build, at the highest levels (run once per
// build, so the time is spent here and never per request). server.mjs serves the twin the browser accepts.
// Usage: node scripts/precompress.mjs [directory]   (default: build/client)
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { COMPRESSIBLE_EXTENSIONS, MIN_COMPRESSIBLE_BYTES } from '../compression.mjs'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const ENCODINGS = [
  {
    extension: '.br',
    compress: (/** @type {Buffer} */ bytes) =>
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { extension: '.gz', compress: (/** @type {Buffer} */ bytes) => gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }) },
]

/**
 * Every file under `dir`, recursively.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)])))
  return nested.flat()
}

/**
 * Precompresses one file; a twin that would not be smaller is not written (and an old one is removed), so the
 * server falls back to the original.
 * @param {string} file
 * @returns {Promise<{ original: number, br: number | null, gz: number | null }>}
 */
async function precompress(file) {
  const bytes = await readFile(file)
  const sizes = { original: bytes.length, br: /** @type {number | null} */ (null), gz: /** @type {number | null} */ (null) }
  await Promise.all(
    ENCODINGS.map(async ({ extension, compress }) => {
      const compressed = await compress(bytes)
      const twin = file + extension
      if (compressed.length < bytes.length) {
        await writeFile(twin, compressed)
        sizes[extension === '.br' ? 'br' : 'gz'] = compressed.length
      } else {
        await unlink(twin).catch(() => {})
      }
    }),
  )
  return sizes
}

/**
 * Precompresses every compressible file of at least {@link MIN_COMPRESSIBLE_BYTES} under `dir`.
 * @param {string} dir
 */
export async function precompressDirectory(dir) {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE_EXTENSIONS.includes(path.extname(file)))
  const large = []
  for (const file of files) if ((await stat(file)).size >= MIN_COMPRESSIBLE_BYTES) large.push(file)
  const results = await Promise.all(large.map(precompress))
  const total = (/** @type {'original' | 'br' | 'gz'} */ key) => results.reduce((sum, sizes) => sum + (sizes[key] ?? sizes.original), 0)
  return { files: large.length, original: total('original'), br: total('br'), gz: total('gz') }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const shopDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
  const dir = path.resolve(shopDir, process.argv[2] ?? 'build/client')
  const started = Date.now()
  const { files, original, br, gz } = await precompressDirectory(dir)
  const kB = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} kB`
  console.log(
    `Precompressed ${files} files in ${path.relative(process.cwd(), dir) || '.'}: ${kB(original)} -> brotli ${kB(br)}, gzip ${kB(gz)} (${Date.now() - started} ms)`,
  )
}
