// The wire contract without a network: MSW intercepts the SDK's fetch calls and hands each request to the sandbox's
// Hono app in this process (`sandbox.app.fetch`), so the component talks to the same backend a browser would.
// The sandbox (`@vitrina/sandbox`) resolves from the Vitrina repository this example lives in; in your own
// project, add it as a dev dependency.
import { createSandbox, SANDBOX_SITE, type Sandbox } from '@vitrina/sandbox'
import { createStorefront, memoryStorage, type StorageAdapter, type Storefront } from '@vitrina/sdk'
import { http } from 'msw'
import { setupServer, type SetupServer } from 'msw/node'

/** Any origin will do: no request leaves the process. */
export const API_URL = 'https://api.shop.test'

/** Starts the sandbox and an MSW server that forwards every call to {@link API_URL} to it. */
export async function startSandboxServer(): Promise<{ sandbox: Sandbox; server: SetupServer }> {
  const sandbox = await createSandbox({ database: ':memory:' })
  const server = setupServer(http.all(`${API_URL}/*`, ({ request }) => sandbox.app.fetch(request)))
  // A call no handler answers is a bug in the test or the component: fail rather than reach the network.
  server.listen({ onUnhandledRequest: 'error' })
  return { sandbox, server }
}

/**
 * An SDK instance for one test, with its own cookie jar in memory so that no cart leaks between tests; pass another
 * instance's `storage` to get what a reload of the same browser would create.
 */
export function createTestStorefront(storage: StorageAdapter = memoryStorage()): Storefront {
  return createStorefront({
    apiUrl: API_URL,
    apiKey: SANDBOX_SITE.apiKey,
    siteId: SANDBOX_SITE.siteId,
    storeId: SANDBOX_SITE.storeId,
    storage,
  })
}
