import type { CacheEntryInfo } from '../server-cache/server-cache.types'

/** The cached entries of one tag (one kind of data), as the admin cache screen sums them up. */
export interface CacheTagSummary {
  /** The kind of data: `navigation`, `consents`, `page` ... (SHARED_CALLS in server-cache.calls.ts). */
  tag: string
  /** How many entries it has, over every language. */
  count: number
  /** About how many bytes they take in the store. */
  bytes: number
  /** The languages they are in, sorted. */
  languages: string[]
}

/** Sums entries up per tag (keys are `{tag}:{language}:{hash}`), the tags sorted by name. */
export function summarizeCache(entries: readonly CacheEntryInfo[]): CacheTagSummary[] {
  const byTag = new Map<string, CacheTagSummary>()
  for (const entry of entries) {
    const [tag = '', language = ''] = entry.key.split(':')
    const summary = byTag.get(tag) ?? { tag, count: 0, bytes: 0, languages: [] }
    summary.count += 1
    summary.bytes += entry.bytes
    if (language && !summary.languages.includes(language)) summary.languages.push(language)
    byTag.set(tag, summary)
  }
  return [...byTag.values()].map((summary) => ({ ...summary, languages: summary.languages.sort() })).sort((a, b) => a.tag.localeCompare(b.tag))
}

/** A size for people: bytes below 1 kB, else kB with one decimal. */
export function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`
}
