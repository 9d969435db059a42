// Types of supervise.mjs (plain JavaScript, run by node in `npm start`) for its TypeScript test.
export interface SupervisedChild {
  exitCode: number | null
  on(event: 'exit', listener: (code: number | null, signal: string | null) => void): unknown
  kill(signal?: string): unknown
}
export function supervise(options: {
  name: string
  start: () => SupervisedChild
  log: (line: string) => void
  onGiveUp: (reason: string) => void
  restartDelayMs?: number
  maxCrashes?: number
  windowMs?: number
  now?: () => number
  setTimer?: (run: () => void, ms: number) => unknown
}): { readonly child: SupervisedChild; stop(): void }
