import { describe, expect, it } from 'vitest'
import { CAPTCHA_CONFIG_MISSING, captchaToken, requireCaptchaConfig, type CaptchaTokenProvider } from './forms.captcha'

const CONFIG = { siteKey: 'vitrina-captcha-pass', version: 2 }
const provider = (over: Partial<CaptchaTokenProvider> = {}): CaptchaTokenProvider => ({ load: async () => {}, execute: async () => 'token-1', ...over })

describe('requireCaptchaConfig', () => {
  it.each([[null], [{}], [{ siteKey: 'x' }], [{ version: 2 }], [{ siteKey: '', version: 2 }]])('throws the spec’s error for %j', (config) => {
    expect(() => requireCaptchaConfig(config)).toThrow(CAPTCHA_CONFIG_MISSING)
  })

  it('answers a complete config', () => {
    expect(requireCaptchaConfig({ ...CONFIG })).toEqual(CONFIG)
  })
})

describe('captchaToken', () => {
  it('loads the script, then executes the challenge and answers its token', async () => {
    const steps: string[] = []
    const result = await captchaToken(
      provider({ load: async (config) => void steps.push(`load ${config.siteKey}`), execute: async () => (steps.push('execute'), 'abc') }),
      CONFIG,
    )
    expect(result).toEqual({ ok: true, data: 'abc' })
    expect(steps).toEqual(['load vitrina-captcha-pass', 'execute'])
  })

  it('maps a script that fails to load to Failed to load script and recaptchaMissing, without executing', async () => {
    let executed = false
    const result = await captchaToken(provider({ load: () => Promise.reject(new Error('404')), execute: async () => ((executed = true), 'x') }), CONFIG)
    expect(!result.ok && [result.error.code, result.error.message, result.error.messageKey]).toEqual([
      'CAPTCHA_FAILED',
      'Failed to load script',
      'core.notifications.recaptchaMissing',
    ])
    expect(executed).toBe(false)
  })

  it('maps a failing or empty challenge to Failed to execute and the generic message', async () => {
    for (const execute of [() => Promise.reject(new Error('refused')), async () => '']) {
      const result = await captchaToken(provider({ execute }), CONFIG)
      expect(!result.ok && [result.error.message, result.error.messageKey]).toEqual(['Failed to execute', 'core.notifications.somethingWentWrong'])
    }
  })

  it('treats a missing provider as a missing script, and throws for a config without a version', async () => {
    const result = await captchaToken(undefined, CONFIG)
    expect(!result.ok && result.error.message).toBe('Failed to load script')
    await expect(captchaToken(provider(), { siteKey: 'x' })).rejects.toThrow(CAPTCHA_CONFIG_MISSING)
  })
})
