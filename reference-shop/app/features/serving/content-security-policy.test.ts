// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, createNonce, PAYPAL_ORIGINS, policyOrigins } from '../../../content-security-policy.mjs'

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ')
      return [name, sources]
    }),
  )
}

const origins = policyOrigins({ apiUrl: 'https://api.vitrina.test/gateway/', paymentFormOrigins: ['https://pay.bank.test/hpf/form'] })

describe('contentSecurityPolicy', () => {
  it('allows inline scripts only with the response’s nonce, never unsafe-inline or eval', () => {
    const script = directives(contentSecurityPolicy({ nonce: 'abc123', ...origins })).get('script-src')!
    expect(script).toContain("'nonce-abc123'")
    expect(script).toContain("'self'")
    expect(script.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/)
  })

  it('names the backend for calls, images, the PayPal script and the hosted card form, and PayPal’s hosts', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'n', ...origins }))
    expect(origins.backend).toBe('https://api.vitrina.test')
    for (const name of ['script-src', 'connect-src', 'img-src', 'form-action']) expect(policy.get(name), name).toContain('https://api.vitrina.test')
    for (const name of ['script-src', 'connect-src', 'img-src', 'frame-src']) expect(policy.get(name), name).toEqual(expect.arrayContaining(PAYPAL_ORIGINS))
    expect(policy.get('form-action')).toEqual(["'self'", 'https://api.vitrina.test', 'https://pay.bank.test'])
  })

  it('forbids plugins, foreign base URLs and being framed', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'n', ...origins }))
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('default-src')).toEqual(["'self'"])
  })

  it('allows inline styles without a nonce (a nonce would make browsers ignore unsafe-inline)', () => {
    const style = directives(contentSecurityPolicy({ nonce: 'n', ...origins })).get('style-src')!
    expect(style).toEqual(["'self'", "'unsafe-inline'"])
  })

  it('makes a different nonce each time, of 128 bits', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce))
    expect(nonces.size).toBe(50)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })
})
