// The shop process's memory over the load test: its RSS from /proc (Linux; `ps` elsewhere) and, when the shop runs
// with lib/memory-probe.mjs, its V8 heap after a full garbage collection (what the process holds on to; the heap
// between collections is mostly the garbage of requests in flight).
//
// "Flat after a warm-up" (issue 16) is judged on two snapshots taken with no request in flight: at the end of the
// warm-up and after the load, each after a full collection. Samples taken while the load runs are printed too, but
// they also hold the requests in flight, and how many are in flight grows with the shop's queue when it is
// saturated; a leak is what stays after the load. A forced collection pauses the shop for a few milliseconds,
// hence one every fifth sample only.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const MB = 1024 * 1024
// Long enough for the answers of the last requests to be written and their sockets to close: the shoppers' idle
// keep-alive connections stay open for the server's keep-alive timeout (Node's 5 s), each with its parser and buffers.
// Taken after 1 s, the heap after the load read 44 to 52 MB against 38 to 39 after the warm-up; heap snapshots 4 s
// after each of three loads in a row held 38.1, 39.4 and 39.6 MB, and each next warm-up started at 38 to 39 again.
const SETTLE_MS = 6000

function rssBytes(pid) {
  try {
    const kB = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    if (kB) return Number(kB) * 1024
  } catch {
    // not Linux, or the process is gone: ask ps
  }
  try {
    return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) * 1024 || null
  } catch {
    return null
  }
}

/**
 * The process's RSS by kind of mapping, from /proc/<pid>/smaps (bytes; null where there is no such file): `files`
 * (code and libraries), `mallocHeap` (the main thread's malloc heap), `smallAnonymous` (anonymous mappings under
 * 1 MB: V8's heap pages, and allocations glibc maps on their own, from 128 kB) and `largeAnonymous` (1 MB and more:
 * the malloc arenas of other threads, and large objects). The arenas of libuv's worker threads are where streamed
 * brotli windows once made the RSS grow (compression.mjs).
 * @param {number} pid
 */
export function rssByMapping(pid) {
  let text
  try {
    text = readFileSync(`/proc/${pid}/smaps`, 'utf8')
  } catch {
    return null
  }
  const kB = { files: 0, mallocHeap: 0, smallAnonymous: 0, largeAnonymous: 0 }
  let name = ''
  let size = 0
  for (const line of text.split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line)
    if (mapping) {
      name = mapping[1] ?? ''
      continue
    }
    const field = /^(Size|Rss):\s+(\d+) kB$/.exec(line)
    if (!field) continue
    if (field[1] === 'Size') {
      size = Number(field[2])
      continue
    }
    const kind = name.startsWith('/') ? 'files' : name === '[heap]' ? 'mallocHeap' : name === '' ? (size >= 1024 ? 'largeAnonymous' : 'smallAnonymous') : null
    if (kind) kB[kind] += Number(field[2])
  }
  return Object.fromEntries(Object.entries(kB).map(([kind, value]) => [kind, value * 1024]))
}

/**
 * The heap of a child started with the probe and an IPC channel, after a full collection when `collect` (and the
 * child has --expose-gc): `{ used, committed, spaces }` (bytes: V8's heapUsed, heapTotal and the size of each space);
 * null without a channel, without that collection, or without an answer in 500 ms.
 */
function heapAfterCollection(child, collect) {
  if (!collect || !child.connected) return Promise.resolve(null)
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(null), 500)
    const onMessage = (message) => {
      if (message?.type === 'vitrina:memory') done(message.collected ? { used: message.heapUsed, committed: message.heapTotal, spaces: message.spaces } : null)
    }
    function done(value) {
      clearTimeout(timer)
      child.off('message', onMessage)
      resolve(value)
    }
    child.on('message', onMessage)
    child.send('vitrina:memory:gc')
  })
}

const HEAP_EVERY = 5

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? null : sorted[Math.floor(sorted.length / 2)]
}

/** Starts sampling `child`'s memory every `intervalMs`; `stop()` answers the samples `{ at, rss, heap }` (bytes; heap null between collections). */
export function sampleShopMemory(child, intervalMs = 1000) {
  const samples = []
  const started = Date.now()
  let busy = false
  let stopped = false
  const timer = setInterval(async () => {
    if (busy) return
    busy = true
    const [rss, heap] = [rssBytes(child.pid), (await heapAfterCollection(child, samples.length % HEAP_EVERY === 0))?.used ?? null]
    // A sample still being taken when the run stopped is not part of it.
    if (!stopped) samples.push({ at: Date.now() - started, rss, heap })
    busy = false
  }, intervalMs)
  return {
    stop() {
      stopped = true
      clearInterval(timer)
      return samples
    },
  }
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Between two readings of the heap while it settles. */
const SETTLED_READING_MS = 2000
/** Between two readings of the RSS once the heap has settled. */
const SETTLED_RSS_READING_MS = 1000
/** Readings at most, of each (the heap's: about 20 s after SETTLE_MS). */
const SETTLED_READINGS = 10

/**
 * Reads `read()` every `intervalMs` until a reading is no more than 1% under the one before it (or null), at most
 * SETTLED_READINGS times, and answers the reading before that one.
 * @param {() => Promise<number | null> | number | null} read
 * @param {number} intervalMs
 */
async function settledReading(read, intervalMs) {
  let value = await read()
  for (let reading = 1; value !== null && reading < SETTLED_READINGS; reading += 1) {
    await pause(intervalMs)
    const next = await read()
    if (next === null || next >= value * 0.99) break
    value = next
  }
  return value
}

/**
 * Collections made 2 s apart, once the heap has settled, before the RSS is read: V8 sizes its young generation at a
 * collection by what the process allocated over the last 5 s, so the pages it took for a load (32 MB here) go back
 * at the first collection that finds the process idle over that window, and not before. The snapshots used to read
 * the RSS with the young generation given back at one and not at the other, by chance (whether the shop had been
 * idle for 5 s when the heap's last collection ran): the same shop read +28.3% in one load run (V8's pages 44 -> 76
 * MB) and -18.0% in the next (73 -> 43 MB), its heap flat in both. Alone, a process that had grown its young
 * generation to 32 MB gave it back at its third collection 2 s apart, minor or full, and kept it with none.
 */
const IDLE_COLLECTIONS = 4

/**
 * The shop's RSS and heap after a full collection, once the requests in flight have settled: `{ rss, heap,
 * heapCommitted, heapSpaces, mappings }` (bytes or null; heapCommitted and heapSpaces: V8's heap and the size of each
 * of its spaces at the last collection; mappings: {@link rssByMapping}). After SETTLE_MS the heap is read every 2 s
 * until a reading is no more than 1% under the one before: work the last requests left behind (a page cache's
 * refresh, a connection closing) can still hold memory for a few seconds, which read as growth in one run in four (a
 * heap of 49.7 MB after the load against 39.3 to 39.8 in the others). After IDLE_COLLECTIONS more, the RSS is read
 * every second the same way: V8 gives the pages a collection freed back to the system from a background thread, after
 * the collection. Read at once, one load's RSS after the load was 177.9 MB, and the process's mappings added up to
 * about 145 MB a moment later.
 */
export async function quiescentMemory(child) {
  await pause(SETTLE_MS)
  const heap = await settledReading(async () => (await heapAfterCollection(child, true))?.used ?? null, SETTLED_READING_MS)
  let collected = null
  for (let collection = 0; collection < IDLE_COLLECTIONS; collection += 1) {
    await pause(SETTLED_READING_MS)
    collected = (await heapAfterCollection(child, true)) ?? collected
  }
  const rss = await settledReading(() => rssBytes(child.pid), SETTLED_RSS_READING_MS)
  return { rss, heap, heapCommitted: collected?.committed ?? null, heapSpaces: collected?.spaces ?? null, mappings: rssByMapping(child.pid) }
}

/**
 * How `after` compares with `before` (both {@link quiescentMemory}): `{ rss, heap }`, each `{ first, last, growth }`
 * (bytes; growth as a fraction of first), or null where a value is missing.
 */
export function memoryGrowth(before, after) {
  const growth = (key) => (before[key] && after[key] ? { first: before[key], last: after[key], growth: (after[key] - before[key]) / before[key] } : null)
  return { rss: growth('rss'), heap: growth('heap') }
}

/** Samples taken under load, first third against last by their medians, as `memoryGrowth` answers it (null with too few). */
export function memoryUnderLoad(samples) {
  const third = Math.floor(samples.length / 3)
  const part = (slice, key) => median(slice.map((sample) => sample[key]).filter((value) => typeof value === 'number'))
  if (third < 2) return { rss: null, heap: null }
  const [first, last] = [samples.slice(0, third), samples.slice(-third)]
  return memoryGrowth({ rss: part(first, 'rss'), heap: part(first, 'heap') }, { rss: part(last, 'rss'), heap: part(last, 'heap') })
}

/** Megabytes with one decimal. */
export const megabytes = (bytes) => `${(bytes / MB).toFixed(1)} MB`
