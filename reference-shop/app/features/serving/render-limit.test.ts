import { describe, expect, it } from 'vitest'
import { BUSY_RETRY_AFTER_SECONDS, DEFAULT_RENDER_CONCURRENCY, DEFAULT_RENDER_QUEUE, limitRenders, renderLimitsFromEnv } from '../../../render-limit.mjs'

/** A render that finishes when the test says so, recording when it started. */
function controlledRenders() {
  const started: string[] = []
  const finishers = new Map<string, { resolve: (response: Response) => void; reject: (error: Error) => void }>()
  const render = (request: Request) => {
    const path = new URL(request.url).pathname
    started.push(path)
    return new Promise<Response>((resolve, reject) => finishers.set(path, { resolve, reject }))
  }
  const finish = (path: string) => finishers.get(path)!.resolve(new Response(`page ${path}`))
  const fail = (path: string) => finishers.get(path)!.reject(new Error(`render of ${path} failed`))
  return { render, started, finish, fail }
}

const request = (path: string, init?: RequestInit) => new Request(`http://shop.test${path}`, init)
// Lets the limiter start what it can (p-limit starts a queued function on a microtask after a place frees).
const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('the limit on renders at once (render-limit.mjs)', () => {
  it('runs at most the limit at once and starts the waiting ones in arrival order as places free up', async () => {
    const { render, started, finish } = controlledRenders()
    const limited = limitRenders(render, { concurrency: 2, queue: 10 })
    const answers = ['/a', '/b', '/c', '/d'].map((path) => limited.render(request(path)))
    await settle()
    expect(started).toEqual(['/a', '/b'])
    expect(limited.stats()).toEqual({ active: 2, waiting: 2 })

    finish('/b')
    await settle()
    expect(started).toEqual(['/a', '/b', '/c'])
    finish('/a')
    await settle()
    expect(started).toEqual(['/a', '/b', '/c', '/d'])
    finish('/c')
    finish('/d')
    expect(await Promise.all(answers.map(async (answer) => (await answer).text()))).toEqual(['page /a', 'page /b', 'page /c', 'page /d'])
    expect(limited.stats()).toEqual({ active: 0, waiting: 0 })
  })

  it('frees the place of a render that fails, and the failure reaches its own request only', async () => {
    const { render, started, finish, fail } = controlledRenders()
    const limited = limitRenders(render, { concurrency: 1, queue: 10 })
    const first = limited.render(request('/broken'))
    const second = limited.render(request('/next'))
    await settle()
    fail('/broken')
    await expect(first).rejects.toThrow('render of /broken failed')
    await settle()
    expect(started).toEqual(['/broken', '/next'])
    finish('/next')
    expect(await (await second).text()).toBe('page /next')
  })

  it('answers 503 with Retry-After at once, without rendering, when the queue is full', async () => {
    const { render, started } = controlledRenders()
    const limited = limitRenders(render, { concurrency: 1, queue: 2 })
    void limited.render(request('/rendering'))
    void limited.render(request('/waiting-1'))
    void limited.render(request('/waiting-2'))
    const refused = await limited.render(request('/one-too-many'))
    expect(refused.status).toBe(503)
    expect(refused.headers.get('Retry-After')).toBe(String(BUSY_RETRY_AFTER_SECONDS))
    expect(refused.headers.get('Cache-Control')).toBe('no-store')
    expect(await refused.text()).toMatch(/Pokušajte ponovno/)
    await settle()
    expect(started).toEqual(['/rendering'])
  })

  it('does not render a request whose client went away while it waited', async () => {
    const { render, started, finish } = controlledRenders()
    const limited = limitRenders(render, { concurrency: 1, queue: 10 })
    const leaving = new AbortController()
    const first = limited.render(request('/first'))
    const gone = limited.render(request('/gone', { signal: leaving.signal }))
    leaving.abort()
    await settle()
    finish('/first')
    await first
    expect((await gone).status).toBe(499)
    expect(started).toEqual(['/first'])
  })
})

describe('the render limits from the environment', () => {
  it('are the defaults unless set, and whole numbers of at least 1 when set', () => {
    expect(renderLimitsFromEnv({})).toEqual({ concurrency: DEFAULT_RENDER_CONCURRENCY, queue: DEFAULT_RENDER_QUEUE })
    expect(renderLimitsFromEnv({ VITRINA_RENDER_CONCURRENCY: ' 3 ', VITRINA_RENDER_QUEUE: '40' })).toEqual({ concurrency: 3, queue: 40 })
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => renderLimitsFromEnv({ VITRINA_RENDER_CONCURRENCY: bad })).toThrow(
        `VITRINA_RENDER_CONCURRENCY must be a whole number of at least 1; got "${bad}".`,
      )
    }
    expect(() => renderLimitsFromEnv({ VITRINA_RENDER_QUEUE: '0' })).toThrow('VITRINA_RENDER_QUEUE must be')
  })
})
