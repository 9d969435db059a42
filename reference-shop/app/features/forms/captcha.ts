import type { CaptchaConfig, CaptchaTokenProvider } from '@vitrina/sdk/forms'
import { loadProviderScript } from '../layout/provider-script'

/** The part of reCAPTCHA version 2's explicit API an invisible widget uses (the sandbox serves an emulation of it). */
interface Grecaptcha {
  ready(callback: () => void): void
  render(
    container: HTMLElement,
    parameters: { sitekey: string; size: 'invisible'; callback(token: string): void; 'error-callback'(): void; 'expired-callback'?(): void },
  ): number
  execute(widget: number): void
  reset(widget: number): void
}

declare global {
  interface Window {
    /** Set by the captcha script. */
    grecaptcha?: Grecaptcha
  }
}

/**
 * Where the captcha script is: the backend serves it beside the API (the sandbox's emulated invisible captcha at
 * `/__captcha/api.js`, docs/contract.md "The emulated captcha"); a real site would name Google's script here.
 */
export function captchaScriptUrl(apiUrl: string): string {
  return new URL('/__captcha/api.js?render=explicit', apiUrl).toString()
}

/** The captcha script, loaded once per page (a failed load is tried again by the next submit), once it says it is ready. */
async function loadScript(src: string, doc: Document): Promise<Grecaptcha> {
  const grecaptcha = await loadProviderScript(src, doc, 'grecaptcha')
  return new Promise((resolve) => grecaptcha.ready(() => resolve(grecaptcha)))
}

/**
 * The shop's captcha for the SDK's forms (back-office spec §7 "A captcha script is loaded from a third-party service
 * (version 2, invisible)"): the script is loaded on the first submit that needs it, one invisible widget per site key
 * is rendered into a hidden element, and each submit executes it for a fresh token. The SDK maps a failed load to
 * 'Failed to load script' and a failed challenge to 'Failed to execute'.
 */
export function createScriptCaptcha(src: string, ownerDocument?: Document): CaptchaTokenProvider {
  // Read when used, not when made: the forms service is also made while the page renders on the server.
  const page = () => ownerDocument ?? document
  const widgets = new Map<string, { id: number; waiting?: { resolve(token: string): void; reject(error: Error): void } }>()
  let grecaptcha: Grecaptcha | undefined

  return {
    async load() {
      grecaptcha = await loadScript(src, page())
    },
    execute({ siteKey }: CaptchaConfig) {
      return new Promise<string>((resolve, reject) => {
        if (!grecaptcha) return reject(new Error('The captcha script is not loaded'))
        let widget = widgets.get(siteKey)
        if (!widget) {
          const container = page().createElement('div')
          container.hidden = true
          page().body.append(container)
          const made: { id: number; waiting?: { resolve(token: string): void; reject(error: Error): void } } = { id: -1 }
          made.id = grecaptcha.render(container, {
            sitekey: siteKey,
            size: 'invisible',
            callback: (token) => made.waiting?.resolve(token),
            'error-callback': () => made.waiting?.reject(new Error('The captcha challenge failed')),
          })
          widgets.set(siteKey, made)
          widget = made
        } else {
          grecaptcha.reset(widget.id)
        }
        widget.waiting = { resolve, reject }
        grecaptcha.execute(widget.id)
      })
    },
  }
}
