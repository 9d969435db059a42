import { createServerCache } from '../app/features/server-cache/server-cache'
import { createRedisStore } from '../app/features/server-cache/server-cache.redis'

/**
 * Empties the shared shop's server cache (it keeps it in the Redis of the global setup), as the admin cache
 * screen would: after a test changes the sandbox's data, the next page shows the change rather than the layout
 * and options cached before it. It also shows that a purge from outside the shop process reaches the shop.
 */
export async function purgeShopCache(redisUrl: string): Promise<void> {
  const cache = createServerCache({ store: createRedisStore({ url: redisUrl }) })
  try {
    await cache.purge()
  } finally {
    await cache.close()
  }
}
