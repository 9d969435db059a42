// Loaded into the shop's server process by the bench (`node --expose-gc --import ./scripts/lib/memory-probe.mjs`,
// with an IPC channel) so the load test can sample the shop's V8 heap as well as its RSS: the heap is only known
// inside the process. It answers 'vitrina:memory' with process.memoryUsage() and the size of each of V8's heap
// spaces, and 'vitrina:memory:gc' with the same after a full garbage collection (when --expose-gc made one
// callable): the heap that survives it is what the process holds on to, without the garbage of the requests in
// flight. Without an IPC channel (the shop started any other way) it does nothing at all.
import { getHeapSpaceStatistics } from 'node:v8'

if (typeof process.send === 'function') {
  process.on('message', (message) => {
    if (message !== 'vitrina:memory' && message !== 'vitrina:memory:gc') return
    const collected = message === 'vitrina:memory:gc' && typeof globalThis.gc === 'function'
    if (collected) globalThis.gc()
    const spaces = Object.fromEntries(getHeapSpaceStatistics().map((space) => [space.space_name, space.space_size]))
    process.send({ type: 'vitrina:memory', collected, spaces, ...process.memoryUsage() })
  })
}
