// Keeps a child process of `npm start` running (issue 16: a crashed sandbox used to stop the shop too).

/**
 * @typedef {{ exitCode: number | null, on(event: 'exit', listener: (code: number | null, signal: string | null) => void): unknown, kill(signal?: string): unknown }} Child
 */

/**
 * Starts `start()` and starts it again whenever it stops without being asked to: after `restartDelayMs`, doubling
 * with each crash that follows closely (at most 10 s). When it has crashed `maxCrashes` times within `windowMs`,
 * it is left stopped and `onGiveUp` is told why (a child that cannot start would otherwise loop forever).
 * @param {{
 *   name: string,
 *   start: () => Child,
 *   log: (line: string) => void,
 *   onGiveUp: (reason: string) => void,
 *   restartDelayMs?: number,
 *   maxCrashes?: number,
 *   windowMs?: number,
 *   now?: () => number,
 *   setTimer?: (run: () => void, ms: number) => unknown,
 * }} options
 * @returns {{ readonly child: Child, stop(): void }}
 */
export function supervise({ name, start, log, onGiveUp, restartDelayMs = 1000, maxCrashes = 5, windowMs = 60_000, now = Date.now, setTimer = setTimeout }) {
  /** @type {number[]} */
  let crashes = []
  let stopped = false
  let child = run()

  function run() {
    const started = start()
    started.on('exit', (code, signal) => {
      if (stopped) return
      const at = now()
      crashes = [...crashes.filter((time) => at - time < windowMs), at]
      const how = signal ?? `exit code ${code}`
      if (crashes.length >= maxCrashes) {
        onGiveUp(`${name} stopped ${crashes.length} times within ${Math.round(windowMs / 1000)} s (last: ${how}); not starting it again.`)
        return
      }
      const delay = Math.min(10_000, restartDelayMs * 2 ** (crashes.length - 1))
      log(`${name} stopped (${how}); starting it again in ${delay / 1000} s.`)
      setTimer(() => {
        if (!stopped) child = run()
      }, delay)
    })
    return started
  }

  return {
    get child() {
      return child
    },
    stop() {
      stopped = true
      if (child.exitCode === null) child.kill('SIGTERM')
    },
  }
}
