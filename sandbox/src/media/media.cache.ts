/** A rendered image. */
export interface RenderedImage {
  bytes: Buffer
  contentType: string
}

/** A byte-bounded LRU of rendered images, which also shares one render between concurrent requests. */
export interface MediaCache {
  get(key: string, render: () => Promise<RenderedImage>): Promise<RenderedImage>
  clear(): void
  readonly size: number
}

/** Creates a cache holding at most `maxBytes` of images (default 64 MB). */
export function createMediaCache(maxBytes = 64 * 1024 * 1024): MediaCache {
  // A Map iterates in insertion order, so re-inserting on a hit keeps the least recently used first.
  const entries = new Map<string, RenderedImage>()
  const pending = new Map<string, Promise<RenderedImage>>()
  let bytes = 0

  const store = (key: string, image: RenderedImage): void => {
    if (image.bytes.length > maxBytes) return
    entries.set(key, image)
    bytes += image.bytes.length
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break
      entries.delete(oldKey)
      bytes -= old.bytes.length
    }
  }

  return {
    async get(key, render) {
      const hit = entries.get(key)
      if (hit) {
        entries.delete(key)
        entries.set(key, hit)
        return hit
      }
      const inFlight = pending.get(key)
      if (inFlight !== undefined) return inFlight
      const promise = render().then(
        (image) => {
          pending.delete(key)
          store(key, image)
          return image
        },
        (error: unknown) => {
          pending.delete(key)
          throw error
        },
      )
      pending.set(key, promise)
      return promise
    },
    clear() {
      entries.clear()
      bytes = 0
    },
    get size() {
      return entries.size
    },
  }
}
