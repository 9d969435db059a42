import { afterEach, describe, expect, it } from 'vitest'
import { captchaScriptUrl, createScriptCaptcha } from './captcha'

const CONFIG = { siteKey: 'vitrina-captcha-pass', version: 2 }

/** A grecaptcha as the sandbox's script defines it, answering each execute with `answer`. */
function fakeGrecaptcha(answer: (siteKey: string) => string | null) {
  const rendered: string[] = []
  const widgets: Array<{ sitekey: string; callback(token: string): void; 'error-callback'(): void }> = []
  window.grecaptcha = {
    ready: (callback) => callback(),
    render: (container, parameters) => {
      rendered.push(`${container.hidden ? 'hidden' : 'shown'} ${parameters.size} ${parameters.sitekey}`)
      widgets.push(parameters)
      return widgets.length - 1
    },
    execute: (widget) => {
      const parameters = widgets[widget]!
      const token = answer(parameters.sitekey)
      queueMicrotask(() => (token ? parameters.callback(token) : parameters['error-callback']()))
    },
    reset: () => {},
  }
  return rendered
}

afterEach(() => {
  delete window.grecaptcha
})

describe('createScriptCaptcha', () => {
  it('renders one hidden invisible widget per site key and answers a token per execute', async () => {
    let n = 0
    const rendered = fakeGrecaptcha(() => `token-${++n}`)
    const captcha = createScriptCaptcha(captchaScriptUrl('http://127.0.0.1:4010'))
    await captcha.load(CONFIG)
    expect(await captcha.execute(CONFIG)).toBe('token-1')
    expect(await captcha.execute(CONFIG)).toBe('token-2')
    expect(rendered).toEqual(['hidden invisible vitrina-captcha-pass'])
  })

  it('rejects when the challenge fails (the error-callback), which the SDK maps to Failed to execute', async () => {
    fakeGrecaptcha(() => null)
    const captcha = createScriptCaptcha(captchaScriptUrl('http://127.0.0.1:4010'))
    await captcha.load(CONFIG)
    await expect(captcha.execute(CONFIG)).rejects.toThrow('The captcha challenge failed')
  })

  it('rejects an execute before the script was loaded', async () => {
    await expect(createScriptCaptcha('http://127.0.0.1:4010/__captcha/api.js').execute(CONFIG)).rejects.toThrow('not loaded')
  })

  it('points at the backend’s script, rendered explicitly', () => {
    expect(captchaScriptUrl('http://127.0.0.1:4010/')).toBe('http://127.0.0.1:4010/__captcha/api.js?render=explicit')
  })
})
