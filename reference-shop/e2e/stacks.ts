import { inject } from 'vitest'

/** The servers one end-to-end worker drives (E2E_WORKERS in workers.ts: one stack each). */
export interface E2eStack {
  /** Origin of the in-memory sandbox backend. */
  sandboxUrl: string
  /** Origin of the built shop's production server, pointed at the sandbox. */
  shopUrl: string
  /** The Redis the shop keeps its server cache in (REDIS_URL), for the tests to purge it. */
  redisUrl: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One stack per worker, in the order of the workers' pool ids (1 first). */
    e2eStacks: E2eStack[]
  }
}

/** The stack of the worker running this file (vitest numbers its workers 1 to `maxWorkers` in VITEST_POOL_ID). */
export function currentStack(): E2eStack {
  const stacks = inject('e2eStacks')
  const worker = Number(process.env.VITEST_POOL_ID ?? '1')
  const stack = stacks[(worker - 1) % stacks.length]
  if (!stack) throw new Error(`No end-to-end stack for worker ${worker}: the global setup started ${stacks.length}.`)
  return stack
}
