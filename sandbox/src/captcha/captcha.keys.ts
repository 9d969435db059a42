/**
 * The site keys of the emulated invisible captcha (reCAPTCHA version 2). Both get tokens from the script; only
 * the tokens of the passing key verify in `form/storeData`, so a shop can try the success and the failure path.
 * Any other key is unknown: the script's execute step fails (its `error-callback` runs).
 */
export const CAPTCHA_SITE_KEYS = {
  pass: 'vitrina-captcha-pass',
  fail: 'vitrina-captcha-fail',
} as const

/** A captcha token lives two minutes, as reCAPTCHA's do. */
export const CAPTCHA_TOKEN_LIFETIME_MS = 2 * 60 * 1000

/** The server texts of the captcha. */
export const CAPTCHA_MESSAGES = {
  unknownSiteKey: 'Invalid site key.',
  responseRequired: 'g-recaptcha-response is required.',
  wrongSiteKey: "g-recaptcha-key must be the site's captcha key.",
  verificationFailed: 'Captcha verification failed.',
} as const
