import { EventEmitter } from 'node:events'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { supervise } from '../../scripts/lib/supervise.mjs'

// `npm start` runs the sandbox under this supervisor (scripts/start.mjs): a crash restarts it, the shop stays up.

class FakeChild extends EventEmitter {
  exitCode: number | null = null
  killed: string[] = []
  kill(signal = 'SIGTERM') {
    this.killed.push(signal)
  }
  crash(code = 1) {
    this.exitCode = code
    this.emit('exit', code, null)
  }
}

function supervised(options: { maxCrashes?: number } = {}) {
  const children: FakeChild[] = []
  const lines: string[] = []
  const gaveUp: string[] = []
  const handle = supervise({
    name: 'The sandbox',
    start: () => {
      const child = new FakeChild()
      children.push(child)
      return child
    },
    log: (line) => lines.push(line),
    onGiveUp: (reason) => gaveUp.push(reason),
    ...options,
  })
  return { handle, children, lines, gaveUp }
}

describe('the supervisor of npm start', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('starts the sandbox again a second after it crashed, saying so', async () => {
    const { handle, children, lines } = supervised()
    children[0]!.crash(137)
    expect(lines).toEqual(['The sandbox stopped (exit code 137); starting it again in 1 s.'])
    await vi.advanceTimersByTimeAsync(999)
    expect(children).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(children).toHaveLength(2)
    expect(handle.child).toBe(children[1])
  })

  it('waits longer after crashes that follow closely, and forgets crashes older than a minute', async () => {
    const { children, lines } = supervised()
    children[0]!.crash()
    await vi.advanceTimersByTimeAsync(1_000)
    children[1]!.crash()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(lines.at(-1)).toBe('The sandbox stopped (exit code 1); starting it again in 2 s.')
    await vi.advanceTimersByTimeAsync(60_000)
    children[2]!.crash()
    expect(lines.at(-1)).toBe('The sandbox stopped (exit code 1); starting it again in 1 s.')
  })

  it('gives up after five crashes within a minute instead of looping', async () => {
    const { children, gaveUp } = supervised()
    for (let crash = 0; crash < 4; crash++) {
      children.at(-1)!.crash()
      await vi.advanceTimersByTimeAsync(10_000)
    }
    expect(children).toHaveLength(5)
    children.at(-1)!.crash()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(children).toHaveLength(5)
    expect(gaveUp).toEqual(['The sandbox stopped 5 times within 60 s (last: exit code 1); not starting it again.'])
  })

  it('does not start it again once stopped on purpose (Ctrl-C), and stops the running child', async () => {
    const { handle, children, lines } = supervised()
    handle.stop()
    expect(children[0]!.killed).toEqual(['SIGTERM'])
    children[0]!.crash(0)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(children).toHaveLength(1)
    expect(lines).toEqual([])
  })

  it('does not start it again when stopped during the wait', async () => {
    const { handle, children } = supervised()
    children[0]!.crash()
    handle.stop()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(children).toHaveLength(1)
  })
})
