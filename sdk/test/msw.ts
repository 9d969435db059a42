import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'

/** The backend origin the tests' storefronts talk to; MSW answers for it. */
export const API = 'http://api.test'

/** One MSW server per test file; unhandled requests fail the test so a wrong URL cannot pass silently. */
export const server = setupServer()

/** Every request MSW saw since the last reset, in order. */
export const seen: Request[] = []

server.events.on('request:start', ({ request }) => {
  seen.push(request.clone())
})

/** Installs the MSW lifecycle hooks in the calling test file. */
export function useMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    seen.length = 0
  })
  afterAll(() => server.close())
}

/** The path and query of a seen request, without the origin. */
export function pathOf(request: Request): string {
  const url = new URL(request.url)
  return url.pathname + url.search
}
