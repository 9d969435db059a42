// The part of the Web Locks API (`navigator.locks.request`) the SDK uses, for Node 20, which has none: exclusive
// locks by name, granted in the order asked for, to the tabs (storefront instances) of one test.

type Waiter = { grant: () => void }

/** Web Locks shared by every instance created while they are installed as `navigator.locks`. */
export function fakeWebLocks() {
  const held = new Set<string>()
  const queues = new Map<string, Waiter[]>()
  const requested: string[] = []

  function release(name: string): void {
    const next = queues.get(name)?.shift()
    if (next) next.grant()
    else held.delete(name)
  }

  return {
    /** The lock names asked for, in order. */
    requested,
    request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T> {
      requested.push(name)
      return new Promise<T>((resolve, reject) => {
        const run = () => {
          callback()
            .then(resolve, reject)
            .finally(() => release(name))
        }
        if (!held.has(name)) {
          held.add(name)
          run()
          return
        }
        const waiter: Waiter = { grant: run }
        const queue = queues.get(name) ?? []
        queue.push(waiter)
        queues.set(name, queue)
        options.signal?.addEventListener('abort', () => {
          const index = queue.indexOf(waiter)
          if (index === -1) return
          queue.splice(index, 1)
          reject(new DOMException('The lock request was aborted.', 'AbortError'))
        })
      })
    },
  }
}
