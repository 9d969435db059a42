import { SdkError } from '../errors/errors.classes'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import { fail, ok } from '../internal/result'
import type { Result } from '../result/result.types'
import { FORMS_MESSAGE_KEYS } from './forms.messages.keys'

/** The captcha a site's forms ask for: its site key and its version (invisible reCAPTCHA is version 2). */
export interface CaptchaConfig {
  /** The site key the script is rendered with and the token is verified against. */
  siteKey: string
  /** The captcha version (2 for the invisible widget of back-office spec §9). */
  version: number
}

/**
 * The app's side of the captcha: the SDK never touches the DOM, so the app loads the provider's script and runs its
 * invisible challenge. Either step rejects when it fails.
 */
export interface CaptchaTokenProvider {
  /** Loads the captcha script (once; later calls resolve at once). */
  load(config: CaptchaConfig): Promise<void>
  /** Runs the invisible challenge and resolves the token to send as `g-recaptcha-response`. */
  execute(config: CaptchaConfig): Promise<string>
}

/** Back-office spec §5: "Captcha needs a site key and a version, otherwise it throws an error." */
export const CAPTCHA_CONFIG_MISSING = 'Captcha needs a site key and a version.'

/** Back-office spec §8 "Captcha errors: 'Failed to load script' and 'Failed to execute'". */
export const CAPTCHA_ERRORS = /* @__PURE__ */ Object.freeze({
  /** The captcha provider's script could not be loaded. */
  load: 'Failed to load script',
  /** The loaded captcha failed to give a token. */
  execute: 'Failed to execute',
} as const)

/**
 * The config as {@link CaptchaTokenProvider} takes it; throws {@link CAPTCHA_CONFIG_MISSING} without a site key
 * and a version (a programmer's or a site's configuration error, not a person's).
 *
 * @example
 * ```ts
 * import { type CustomForm, requireCaptchaConfig } from '@vitrina/sdk/forms'
 *
 * declare const form: CustomForm
 *
 * const config = requireCaptchaConfig(form.captcha) // throws for {} or { siteKey: 'x' }
 * ```
 */
export function requireCaptchaConfig(config: Partial<CaptchaConfig> | null | undefined): CaptchaConfig {
  if (!config || typeof config.siteKey !== 'string' || config.siteKey === '' || typeof config.version !== 'number') throw new Error(CAPTCHA_CONFIG_MISSING)
  return { siteKey: config.siteKey, version: config.version }
}

/**
 * Asks `provider` for a token: the script first, then the challenge. A script that cannot load fails with
 * `CAPTCHA_FAILED`, message 'Failed to load script' and the key `core.notifications.recaptchaMissing` (spec §8
 * "missing captcha script: recaptchaMissing"); a challenge that fails, with 'Failed to execute' and the generic
 * key. No provider counts as a missing script. Throws {@link CAPTCHA_CONFIG_MISSING} for an incomplete config.
 *
 * @example
 * ```ts
 * import { type CaptchaTokenProvider, captchaToken } from '@vitrina/sdk/forms'
 *
 * declare const provider: CaptchaTokenProvider
 *
 * const token = await captchaToken(provider, { siteKey: 'vitrina-captcha-pass', version: 2 })
 * if (!token.ok) console.warn(token.error.message) // 'Failed to load script' | 'Failed to execute'
 * ```
 */
export async function captchaToken(provider: CaptchaTokenProvider | undefined, config: Partial<CaptchaConfig> | null | undefined): Promise<Result<string>> {
  const checked = requireCaptchaConfig(config)
  const failure = (step: 'load' | 'execute', cause?: unknown) =>
    fail<string>(
      new SdkError({
        code: 'CAPTCHA_FAILED',
        status: 0,
        message: CAPTCHA_ERRORS[step],
        messageKey: step === 'load' ? FORMS_MESSAGE_KEYS.recaptchaMissing : MESSAGE_KEYS.somethingWentWrong,
        cause,
      }),
    )
  if (!provider) return failure('load')
  try {
    await provider.load(checked)
  } catch (cause) {
    return failure('load', cause)
  }
  try {
    const token = await provider.execute(checked)
    return typeof token === 'string' && token !== '' ? ok(token) : failure('execute')
  } catch (cause) {
    return failure('execute', cause)
  }
}
