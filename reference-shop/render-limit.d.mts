// Types of render-limit.mjs (plain JavaScript, run by node as part of the shop's server) for the TypeScript tests.
export const DEFAULT_RENDER_CONCURRENCY: number
export const DEFAULT_RENDER_QUEUE: number
export const BUSY_RETRY_AFTER_SECONDS: number
export function renderLimitsFromEnv(env: Record<string, string | undefined>): { concurrency: number; queue: number }
export function limitRenders<Args extends unknown[]>(
  render: (request: Request, ...args: Args) => Promise<Response>,
  limits: { concurrency: number; queue: number },
): { render: (request: Request, ...args: Args) => Promise<Response>; stats: () => { active: number; waiting: number } }
