import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createSandbox } from '../src/sandbox/sandbox.create'
import type { Sandbox, SandboxOptions } from '../src/sandbox/sandbox.types'
import { SANDBOX_SITE } from '../src/seed/seed.constants'

/** The headers of a well-formed call from the demo shop. */
export const SHOP_HEADERS = {
  apiKey: SANDBOX_SITE.apiKey,
  site: String(SANDBOX_SITE.siteId),
  store: String(SANDBOX_SITE.storeId),
} as const

/** Options of {@link call}. */
export interface CallOptions {
  headers?: Record<string, string>
  /** A JSON body (serialised), or a raw string body when `raw` is set. */
  body?: unknown
  raw?: string
}

/** One in-process request to the sandbox; shop headers are sent unless `headers` overrides them. */
export async function call(sandbox: Sandbox, method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers ?? SHOP_HEADERS)
  let body: string | undefined
  if (options.raw !== undefined) body = options.raw
  else if (options.body !== undefined) body = JSON.stringify(options.body)
  if (body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
  return sandbox.app.fetch(new Request(`http://sandbox.test${path}`, { method, headers, ...(body !== undefined ? { body } : {}) }))
}

/** Reads a JSON answer with its status. */
export async function json<T = any>(response: Response | Promise<Response>): Promise<{ status: number; body: T }> {
  const res = await response
  return { status: res.status, body: (await res.json()) as T }
}

/** One sandbox for the test file, reset to the fresh seed before each test. */
export function useSandbox(options: SandboxOptions = { control: true }): () => Sandbox {
  let sandbox: Sandbox | undefined
  beforeAll(() => {
    sandbox = createSandbox(options)
  })
  beforeEach(() => sandbox?.reset())
  afterAll(async () => {
    await sandbox?.close()
  })
  return () => {
    if (!sandbox) throw new Error('The sandbox is created in beforeAll.')
    return sandbox
  }
}
