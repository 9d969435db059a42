import { atom } from 'nanostores'
import { SdkError } from '../errors/errors.classes'
import { serviceCall } from '../internal/call'
import { lazySchemas } from '../internal/lazy-schemas'
import { serviceOf } from '../internal/per-storefront'
import { fail, ok } from '../internal/result'
import { defaultBucketTransport } from '../media/media.bucket'
import type { MediaBucketTransport } from '../media/media.library.types'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import { errorNoticeDuration, notifyError } from '../notices/notices.errors'
import { validateConsents } from '../privacy/privacy.rules'
import { createConsentsService } from '../privacy/privacy.service'
import type { Result } from '../result/result.types'
import type { StorefrontContext } from '../storefront/storefront.context'
import type { Storefront } from '../storefront/storefront.types'
import { captchaToken, type CaptchaTokenProvider } from './forms.captcha'
import type { CustomForm, FormFile, FormsService, FormSubmission } from './forms.types'
import { uploadFormFiles } from './forms.upload'
import { validateFormValues } from './forms.validation'

const schemas = /* @__PURE__ */ lazySchemas(() => import('./forms.schema'))

/** What the forms service is made with; every part has a default. */
export interface FormsServiceDeps {
  /** The app's captcha (the script and its invisible challenge); without one, a form that needs a captcha cannot be sent. */
  captcha: CaptchaTokenProvider
  /** Puts a file's bytes at its upload address; `fetch` or `XMLHttpRequest` by default. */
  bucket: MediaBucketTransport
  /** Where "only logged" problems go (spec §8 "form not fetched: logged only"); `console.warn` by default. */
  log(message: string, detail?: unknown): void
}

/** Spec §8 "form not fetched: logged only": what is logged for a form sent before it was fetched. */
export const FORM_NOT_LOADED_MESSAGE = 'Form not fetched: it cannot be sent.'

function buildForms(shop: Storefront, ctx: StorefrontContext, deps: Partial<FormsServiceDeps>): FormsService {
  const cms = serviceCall(ctx.http, 'cms')
  const media = serviceCall(ctx.http, 'media')
  const bucket = deps.bucket ?? defaultBucketTransport()
  const log = deps.log ?? ((message: string, detail?: unknown) => console.warn(message, detail ?? ''))
  const $pending = atom(false)
  const notify = (key: string) => ctx.notices.notify({ level: 'error', key, durationMs: errorNoticeDuration(ctx.$language.get(), key) })

  async function send(form: CustomForm, values: Record<string, string | boolean | readonly FormFile[]>, signal: AbortSignal): Promise<Result<FormSubmission>> {
    // The files go first: the post names them by drive id. At most 10 in all (spec §5 "at most 10").
    const data: Record<string, string | boolean | number[]> = {}
    for (const field of form.fields) {
      const value = values[field.key]
      if (field.type !== 'file') {
        if (value !== undefined && value !== '') data[field.key] = value as string | boolean
        continue
      }
      const files = (value ?? []) as readonly FormFile[]
      if (files.length === 0) continue
      const uploaded = await uploadFormFiles(media, bucket, files, signal)
      if (!uploaded.ok) return uploaded
      data[field.key] = uploaded.data
    }
    const captcha: Record<string, string> = {}
    if (form.captcha) {
      let token: Result<string>
      try {
        token = await captchaToken(deps.captcha, form.captcha)
      } catch (cause) {
        // A form whose captcha has no site key or version: the site's configuration, logged for its developers.
        log('The form asks for a captcha without a site key and a version', cause)
        token = fail(new SdkError({ code: 'CAPTCHA_FAILED', status: 0, message: 'Failed to load script', messageKey: MESSAGE_KEYS.somethingWentWrong, cause }))
      }
      if (!token.ok) return token
      captcha['g-recaptcha-key'] = form.captcha.siteKey ?? ''
      captcha['g-recaptcha-response'] = token.data
    }
    return cms('POST', 'form/storeData', schemas('submissionSchema'), { id: form.id, data, ...captcha }, { signal })
  }

  return {
    $pending,

    async load(slug, options) {
      const reply = await cms('GET', `form/get/${encodeURIComponent(slug)}`, schemas('formSchema'), undefined, options)
      if (!reply.ok && reply.error.code !== 'ABORTED') log(`Form ${slug} not fetched`, reply.error)
      return reply
    },

    async submit(form, values, { consents, acceptedConsents }, options) {
      if (!form) {
        log(FORM_NOT_LOADED_MESSAGE)
        return fail(new SdkError({ code: 'FORM_NOT_LOADED', status: 0, message: FORM_NOT_LOADED_MESSAGE }))
      }
      // Spec §4 "Forms use a submit lock that is released on failure or end".
      if ($pending.get()) return fail(new SdkError({ code: 'BUSY', status: 0, message: `the form ${form.slug} is already being submitted` }))
      const checked = validateFormValues(form, values)
      if (!checked.ok) return checked
      // Spec §4 "Consent flow: ... consents must be loaded before submit"; a form without a consent type has none.
      if (form.consentFormType) {
        const problem = validateConsents(consents, acceptedConsents)
        if (problem) {
          notify(problem.issues[0]!.messageKey)
          return fail(problem)
        }
      }

      $pending.set(true)
      const controller = new AbortController()
      const stop = () => controller.abort()
      options?.signal?.addEventListener('abort', stop, { once: true })
      try {
        const sent = await send(form, checked.data, controller.signal)
        if (!sent.ok) {
          // Spec §8 "Form submit failure: toast somethingWentWrong; missing captcha script: recaptchaMissing".
          if (sent.error.code === 'CAPTCHA_FAILED') notify(sent.error.messageKey)
          else if (sent.error.code !== 'ABORTED') notify(MESSAGE_KEYS.somethingWentWrong)
          return sent
        }
        const email = form.fields.find((field) => field.type === 'email')
        const address = email ? checked.data[email.key] : undefined
        if (typeof address === 'string' && address !== '' && consents) {
          // The log's own failure notice is enough: the form was sent either way.
          const accepted = consents.filter((consent) => acceptedConsents.includes(consent.uniqueNumber)).map((consent) => consent.id)
          await createConsentsService(shop).log(accepted, address, options)
        }
        return ok(sent.data)
      } finally {
        options?.signal?.removeEventListener('abort', stop)
        $pending.set(false)
      }
    },

    async contactAdmin(message, options) {
      const reply = await cms('POST', 'contact/contactAdmin', schemas('contactSchema'), { ...message }, options)
      if (!reply.ok) notifyError(ctx.notices, reply.error, ctx.$language.get())
      return reply
    },
  }
}

/**
 * The custom forms of a storefront instance (storefront spec §3 "Custom form", §5 "Custom form fields", §7 form
 * calls, §8): a form loaded by slug, its values checked against its fields' rules, its consents, its files uploaded
 * publicly, the app's captcha asked for a token, `form/storeData`, and `contact/contactAdmin`. Created on the first
 * call with that call's `deps`; later calls with the same instance answer the same service.
 *
 * @param shop - An instance made by `createStorefront`.
 * @param deps - The app's captcha provider, and for tests the upload transport and the log.
 *
 * @example
 * ```ts
 * import { createConsentsService } from '@vitrina/sdk'
 * import { type CaptchaTokenProvider, createFormsService } from '@vitrina/sdk/forms'
 *
 * declare const myRecaptcha: CaptchaTokenProvider
 * declare function showThanks(text: string | null | undefined): void
 *
 * const forms = createFormsService(shop, { captcha: myRecaptcha })
 * const form = await forms.load('kontakt')
 * if (form.ok) {
 *   const consents = await createConsentsService(shop).load(form.data.consentFormType ?? 'Contact')
 *   const sent = await forms.submit(form.data, { ime: 'Iva', email: 'iva@example.com', poruka: 'Bok!' }, {
 *     consents: consents.ok ? consents.data : null,
 *     acceptedConsents: ['1002'],
 *   })
 *   if (sent.ok) showThanks(sent.data.successMessage)
 * }
 * ```
 */
export function createFormsService(shop: Storefront, deps?: Partial<FormsServiceDeps>): FormsService {
  return serviceOf(shop, buildForms, deps ?? {})
}
