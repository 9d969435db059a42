/** A deterministic pseudo-random source; the same seed gives the same sequence on every machine. */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  /** True with probability `p`. */
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** `count` distinct items in random order (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[]
  shuffle<T>(items: readonly T[]): T[]
}

/** A random source from a 32-bit seed (mulberry32: tiny, fast and well distributed for seeding data). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i)
      ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
    }
    return copy
  }
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[int(0, items.length - 1)]!
    },
    sample: (items, count) => shuffle(items).slice(0, count),
    shuffle,
  }
}

/**
 * A random source named by `parts` (e.g. `randomFor('product', 'KOL-1001-003')`). Each entity draws from its
 * own stream, so adding an entity to the seed does not change the data of every entity after it.
 */
export function randomFor(...parts: Array<string | number>): Random {
  return createRandom(hash32(parts.join('\u0000')))
}

/** FNV-1a, 32 bits. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}
