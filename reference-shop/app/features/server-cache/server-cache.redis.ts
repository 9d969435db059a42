import type { Redis } from 'ioredis'
import type { CacheEntry, CacheEntryInfo, CacheStore } from './server-cache.types'

export interface RedisStoreOptions {
  /** `redis://[user:password@]host:port[/db]` (or `rediss://` for TLS). */
  url: string
  /** Prefix of every key the shop writes, so the shop can share a Redis with others. */
  namespace?: string
  /** A command that has not answered after this long counts as failed: the page goes to the backend instead. */
  commandTimeoutMs?: number
  /** Told about a lost connection once per outage (default: a console warning). */
  onError?: (error: Error) => void
}

export const REDIS_NAMESPACE = 'vitrina:cache:'

// Writes only while no purge has happened since the entry's read (KEYS[2] holds the purge generation), in one
// step on the server, so that a refresh that was under way during a purge cannot put purged data back.
const WRITE_UNLESS_PURGED = `
local current = redis.call('GET', KEYS[2])
if (current or '0') ~= ARGV[3] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`

const SCAN_BATCH = 500

type WriteUnlessPurged = (entryKey: string, generationKey: string, entry: string, keepMs: number, generation: number) => Promise<number>

/**
 * The cache store shared by every shop instance that is given the same `REDIS_URL`: a purge by one instance is
 * seen by all. Entries are JSON strings with a Redis expiry as long as the cache may use them; their freshness
 * is the cache's, read from the stored time. When Redis is away, every call fails at once (no queue), and the
 * cache goes to the backend.
 */
export function createRedisStore({ url, namespace = REDIS_NAMESPACE, commandTimeoutMs = 500, onError = warnRedisError }: RedisStoreOptions): CacheStore {
  // The generation lives outside the entries' namespace, so no purge pattern can match it.
  const generationKey = `${namespace.replace(/:$/, '')}-generation`
  let everReady = false
  let reported = false

  const connected = import('ioredis').then(({ Redis }) => {
    const client = new Redis(url, {
      // Commands given while the first connection is made wait for it (bounded by commandTimeoutMs); after
      // that, a lost connection fails them at once (see `run`), so no page waits for Redis to come back.
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
      // The layout's calls of one render read their entries in the same tick: one round trip.
      enableAutoPipelining: true,
    })
    client.on('ready', () => {
      everReady = true
      reported = false
    })
    // Without a listener, ioredis reports a lost connection as an uncaught 'error' event, which ends the process.
    client.on('error', (error: Error) => {
      if (reported) return
      reported = true
      onError(error)
    })
    client.defineCommand('vitrinaWriteUnlessPurged', { numberOfKeys: 2, lua: WRITE_UNLESS_PURGED })
    return client
  })

  /** The client, unless its connection is lost: then a command fails at once instead of waiting in a queue. */
  async function usable(): Promise<Redis> {
    const client = await connected
    const firstConnection = !everReady && (client.status === 'connecting' || client.status === 'connect')
    if (client.status !== 'ready' && !firstConnection) throw new Error(`Redis is not connected (${client.status})`)
    return client
  }

  async function run<T>(command: (client: Redis) => Promise<T>): Promise<T> {
    const client = await usable()
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${commandTimeoutMs} ms`)), commandTimeoutMs)
    })
    try {
      return await Promise.race([command(client), timeout])
    } finally {
      clearTimeout(timer)
    }
  }

  /** Every key under the namespace that matches `pattern`, a batch at a time. */
  async function* scan(client: Redis, pattern: string): AsyncGenerator<string[]> {
    let cursor = '0'
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${namespace}${pattern}`, 'COUNT', SCAN_BATCH)
      cursor = next
      if (keys.length > 0) yield keys
    } while (cursor !== '0')
  }

  return {
    kind: 'redis',

    read: <T>(key: string) =>
      run(async (client) => {
        const [entry, generation] = await client.mget(`${namespace}${key}`, generationKey)
        return { entry: entry ? (JSON.parse(entry) as CacheEntry<T>) : undefined, generation: Number(generation ?? 0) }
      }),

    write: (key, entry, keepMs, generation) =>
      run(async (client) => {
        const write = (client as unknown as { vitrinaWriteUnlessPurged: WriteUnlessPurged }).vitrinaWriteUnlessPurged
        const written = await write.call(client, `${namespace}${key}`, generationKey, JSON.stringify(entry), Math.max(1, Math.ceil(keepMs)), generation)
        return written === 1
      }),

    // Purges can take longer than a page's read (a scan over the namespace): no command timeout here.
    async purge(pattern) {
      const client = await usable()
      // The generation first: a refresh that read its entry before this point cannot write it back afterwards.
      await client.incr(generationKey)
      let removed = 0
      for await (const keys of scan(client, pattern)) removed += await client.unlink(...keys)
      return removed
    },

    async list(pattern) {
      const client = await usable()
      const infos: CacheEntryInfo[] = []
      for await (const keys of scan(client, pattern)) {
        const values = await client.mget(...keys)
        keys.forEach((key, index) => {
          const text = values[index]
          if (text === null || text === undefined) return
          const entry = JSON.parse(text) as CacheEntry
          infos.push({ key: key.slice(namespace.length), label: entry.label, storedAt: entry.storedAt, bytes: Buffer.byteLength(text) })
        })
      }
      return infos
    },

    async close() {
      const client = await connected
      // A client that is not connected would queue QUIT until it reconnects.
      if (client.status !== 'ready') return client.disconnect()
      try {
        await client.quit()
      } catch {
        client.disconnect()
      }
    },
  }
}

function warnRedisError(error: Error): void {
  console.warn(`[server-cache] Redis is not reachable (${error.message}); pages load their shared data from the backend until it is back.`)
}
