import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { DEFAULT_ALLOWED_ORIGINS, isOriginAllowed, sandboxCors } from './http.cors'

describe('isOriginAllowed', () => {
  it.each([
    ['http://localhost:5173', true],
    ['http://localhost', true],
    ['http://127.0.0.1:4010', true],
    ['https://localhost:5173', false],
    ['http://localhost.evil.example', false],
    ['http://localhost:5173.evil.example', false],
    ['http://127.0.0.2:80', false],
    ['', false],
  ])('%s -> %s', (origin, allowed) => {
    expect(isOriginAllowed(origin, DEFAULT_ALLOWED_ORIGINS)).toBe(allowed)
  })

  it('matches exact origins as given', () => {
    expect(isOriginAllowed('https://shop.example', ['https://shop.example'])).toBe(true)
    expect(isOriginAllowed('https://shop.example:8443', ['https://shop.example'])).toBe(false)
  })
})

describe('sandboxCors', () => {
  const app = new Hono()
  app.use('*', sandboxCors([...DEFAULT_ALLOWED_ORIGINS, 'https://shop.example']))
  app.get('/ok', (c) => c.json({ data: true }))
  app.get('/throttled', () => {
    throw new Error('throttled')
  })
  app.onError((_, c) => c.json({ message: 'Too many requests.', statusCode: 429 }, 429, { 'Retry-After': '3' }))

  const preflight = (origin: string, method = 'POST') =>
    app.request('/ok', {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'apikey, content-type' },
    })

  it('answers the preflight of an allowed origin with the methods, the headers the SDK sends, credentials and a 10-minute max-age', async () => {
    const res = await preflight('https://shop.example', 'PATCH')
    expect(res.status).toBe(204)
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('https://shop.example')
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBe('true')
    expect(res.headers.get('Access-Control-Allow-Methods')?.split(/,\s*/)).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
    expect(res.headers.get('Access-Control-Allow-Headers')?.split(/,\s*/)).toEqual([
      'apiKey',
      'site',
      'store',
      'x-gaussbox-language',
      'accessToken',
      'refreshToken',
      'Authorization',
      'Content-Type',
    ])
    expect(res.headers.get('Access-Control-Max-Age')).toBe('600')
    expect(res.headers.get('Vary')).toContain('Origin')
  })

  it('gives a disallowed origin no Access-Control-Allow-Origin, so the browser blocks the answer', async () => {
    const res = await preflight('http://localhost.evil.example')
    expect(res.status).toBe(204)
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull()
    expect((await app.request('/ok', { headers: { Origin: 'http://localhost.evil.example' } })).headers.get('Access-Control-Allow-Origin')).toBeNull()
  })

  it('echoes an allowed origin on an error answer too, and lets its script read Retry-After', async () => {
    const res = await app.request('/throttled', { headers: { Origin: 'http://localhost:5173' } })
    expect(res.status).toBe(429)
    expect(res.headers.get('Retry-After')).toBe('3')
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173')
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBe('true')
    expect(res.headers.get('Access-Control-Expose-Headers')).toBe('Retry-After')
    expect(res.headers.get('Vary')).toBe('Origin')
  })

  it('never answers with the wildcard origin', async () => {
    const res = await app.request('/ok')
    expect(res.status).toBe(200)
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull()
    expect(res.headers.get('Vary')).toBe('Origin')
  })
})
