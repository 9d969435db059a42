// What `npm start` and `npm test` need before they can run anything: the npm dependencies (with the
// native better-sqlite3 build) and, for the end-to-end tests, Debian's Chromium. A fresh clone has neither;
// a developer's clone usually has both, so each step checks first and does nothing when it is already done.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { run, root, log } from './process.mjs'

const installStamp = join(root, 'node_modules', '.vitrina-install')

function lockfileHash() {
  const hash = createHash('sha256')
  for (const file of ['package.json', 'package-lock.json']) hash.update(readFileSync(join(root, file)))
  return hash.digest('hex')
}

/** Installs the npm dependencies when node_modules is missing or older than the lockfile. */
export async function ensureDependencies() {
  const wanted = lockfileHash()
  const have = existsSync(installStamp) ? readFileSync(installStamp, 'utf8').trim() : ''
  const nativeSqlite = join(root, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node')
  if (have === wanted && existsSync(nativeSqlite)) return
  log('Installing npm dependencies (npm ci; better-sqlite3 compiles from source, about a minute)...')
  await run('npm', ['ci', '--no-audit', '--no-fund'])
  if (!existsSync(nativeSqlite)) {
    // Install scripts are allowed by name in package.json's allowScripts; if an npm without that feature
    // skipped them, build the native module explicitly rather than failing later with a cryptic error.
    await run('npm', ['rebuild', 'better-sqlite3', 'esbuild'])
  }
  writeFileSync(installStamp, `${wanted}\n`)
}

/** The Chromium the end-to-end tests drive: CHROMIUM_PATH, else Debian's package. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium'
}

/** Installs Debian's chromium when it is missing and we are root; otherwise explains how in one line. */
export async function ensureChromium() {
  if (existsSync(chromiumPath())) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    throw new Error('Chromium is missing: run `sudo apt-get install -y chromium fonts-liberation` (or set CHROMIUM_PATH) and try again.')
  }
  log("Installing Chromium from Debian's packages (apt-get install chromium fonts-liberation)...")
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  await run('apt-get', ['update', '-qq'], { env })
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'], { env })
  if (!existsSync(chromiumPath())) throw new Error(`apt-get finished but ${chromiumPath()} does not exist.`)
}

/** The redis-server the Redis store's tests start: REDIS_SERVER_PATH, else `redis-server` on the PATH (or undefined). */
export function redisServerPath() {
  if (process.env.REDIS_SERVER_PATH) return process.env.REDIS_SERVER_PATH
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, 'redis-server'))
    .find((candidate) => existsSync(candidate))
}

/**
 * Installs Debian's redis-server when it is missing and we are root; otherwise explains how in one line. The
 * tests of the shop's Redis cache store (and the end-to-end run, whose shop shares its cache through Redis)
 * start their own server on a free port; `npm start` never needs Redis.
 */
export async function ensureRedis() {
  if (redisServerPath()) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    throw new Error('redis-server is missing: run `sudo apt-get install -y redis-server` (or set REDIS_SERVER_PATH) and try again.')
  }
  log("Installing redis-server from Debian's packages (apt-get install redis-server)...")
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  await run('apt-get', ['update', '-qq'], { env })
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'redis-server'], { env })
  if (!redisServerPath()) throw new Error('apt-get finished but redis-server is not on the PATH.')
}
