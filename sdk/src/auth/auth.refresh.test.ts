import { describe, expect, it, vi } from 'vitest'
import { singleFlight } from './auth.refresh'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('singleFlight', () => {
  it('runs the task once for callers that arrive while it runs, and gives them all its result', async () => {
    const gate = deferred<string>()
    const task = vi.fn(() => gate.promise)
    const run = singleFlight(task)
    const callers = Array.from({ length: 5 }, () => run())
    gate.resolve('new-token')
    expect(await Promise.all(callers)).toEqual(Array(5).fill('new-token'))
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('starts a new run for a call after the previous run settled', async () => {
    let count = 0
    const run = singleFlight(async () => ++count)
    expect(await run()).toBe(1)
    expect(await run()).toBe(2)
  })

  it('starts a new run after a run that rejected, and shares the rejection with its callers', async () => {
    const gate = deferred<string>()
    const task = vi.fn().mockReturnValueOnce(gate.promise).mockResolvedValueOnce('second')
    const run = singleFlight(task as () => Promise<string>)
    const first = run()
    const second = run()
    gate.reject(new Error('offline'))
    await expect(first).rejects.toThrow('offline')
    await expect(second).rejects.toThrow('offline')
    expect(await run()).toBe('second')
  })
})
