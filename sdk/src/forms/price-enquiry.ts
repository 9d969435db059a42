import { atom, computed, type ReadableAtom } from 'nanostores'
import { SdkError, ValidationError } from '../errors/errors.classes'
import type { CallOptions } from '../http/http.types'
import { serviceOf } from '../internal/per-storefront'
import { fail } from '../internal/result'
import type { Result } from '../result/result.types'
import type { StorefrontContext } from '../storefront/storefront.context'
import type { Storefront } from '../storefront/storefront.types'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import { FORMS_MESSAGE_KEYS } from './forms.messages.keys'
import { createFormsService, type FormsServiceDeps } from './forms.service'
import type { CustomForm, FormConsents, FormField, FormSubmission, FormValues } from './forms.types'

/** The price-enquiry form's slug (storefront spec §9 "form slug cijena-na-upit"). */
export const PRICE_ENQUIRY_FORM_SLUG = 'cijena-na-upit'

/** Spec §5 "Price enquiry: ... the check is delayed 500 ms" (§9 "enquiry check 500 ms"). */
export const PRICE_ENQUIRY_CHECK_DELAY_MS = 500

/** Spec §4 "The product field fills after 300 ms". */
export const PRICE_ENQUIRY_PRODUCT_DELAY_MS = 300

/** The key of the price-enquiry form's product field (the seeded `proizvod`). */
export const PRICE_ENQUIRY_PRODUCT_FIELD = 'proizvod'

const TEXT_TYPES: ReadonlySet<FormField['type']> = new Set(['text', 'email', 'tel', 'textarea', 'number'])

/**
 * Whether every text field of a form is filled (spec §5 "Price enquiry: every text field must be filled"): text,
 * e-mail, phone, textarea and number fields, required or not; blank text is not filled.
 *
 * @example
 * ```ts
 * import { type CustomForm, textFieldsFilled } from '@vitrina/sdk/forms'
 *
 * declare const form: CustomForm // its fields ime, email and poruka
 *
 * textFieldsFilled(form, { ime: 'Iva', email: '', poruka: 'Cijena?' }) // false
 * ```
 */
export function textFieldsFilled(form: Pick<CustomForm, 'fields'>, values: FormValues): boolean {
  return form.fields
    .filter((field) => TEXT_TYPES.has(field.type))
    .every((field) => {
      const value = values[field.key]
      return typeof value === 'string' && value.trim() !== ''
    })
}

/** The price enquiry of a product whose price is on request (storefront spec §4 "Price enquiry", §5, §9). */
export interface PriceEnquiryService {
  /** Whether an enquiry is being checked or sent: the 'Šaljem...' state of the button. */
  readonly $pending: ReadableAtom<boolean>
  /**
   * Fills the product field with `product` 300 ms from now (spec §4 "The product field fills after 300 ms"), by
   * calling `fill(key, product)`; the form's product field is {@link PRICE_ENQUIRY_PRODUCT_FIELD}, a form without one
   * is left alone. Returns a function that cancels a fill that has not happened yet (the dialog closed).
   */
  fillProduct(form: Pick<CustomForm, 'fields'>, product: string, fill: (key: string, value: string) => void): () => void
  /**
   * Sends an enquiry: 500 ms after the call (spec §5 "the check is delayed 500 ms") every text field must be filled,
   * else the error notice `core.notifications.fillAllFields` ('Molimo popunite sva polja i ponovno pošaljite
   * poruku.') and a `ValidationError` marking each empty one `validation.required`; then the form is sent as `FormsService.submit` sends it. A second call while
   * one runs answers `BUSY`.
   */
  send(form: CustomForm | null | undefined, values: FormValues, consents: FormConsents, options?: CallOptions): Promise<Result<FormSubmission>>
}

function buildPriceEnquiry(shop: Storefront, ctx: StorefrontContext, deps: Partial<FormsServiceDeps>): PriceEnquiryService {
  const forms = createFormsService(shop, deps)
  const $checking = atom(false)
  const wait = (ms: number) => new Promise<void>((resolve) => ctx.clock.setTimeout(resolve, ms))

  return {
    $pending: computed([$checking, forms.$pending], (checking, sending) => checking || sending),

    fillProduct(form, product, fill) {
      if (!form.fields.some((field) => field.key === PRICE_ENQUIRY_PRODUCT_FIELD)) return () => {}
      const timer = ctx.clock.setTimeout(() => fill(PRICE_ENQUIRY_PRODUCT_FIELD, product), PRICE_ENQUIRY_PRODUCT_DELAY_MS)
      return () => ctx.clock.clearTimeout(timer)
    },

    async send(form, values, consents, options) {
      // The submit lock covers the 500 ms check too: a second click during it must not send a second enquiry.
      if ($checking.get()) return fail(new SdkError({ code: 'BUSY', status: 0, message: 'the price enquiry is already being submitted' }))
      if (forms.$pending.get()) return forms.submit(form, values, consents, options)
      if (form) {
        $checking.set(true)
        try {
          await wait(PRICE_ENQUIRY_CHECK_DELAY_MS)
        } finally {
          $checking.set(false)
        }
        if (!textFieldsFilled(form, values)) {
          ctx.notices.notify({ level: 'error', key: FORMS_MESSAGE_KEYS.fillAllFields })
          const issues = form.fields.filter(
            (field) => TEXT_TYPES.has(field.type) && !(typeof values[field.key] === 'string' && (values[field.key] as string).trim() !== ''),
          )
          // The toast says it for the form; each empty field is marked as required under it.
          return fail(
            new ValidationError({
              issues: issues.map((field) => ({ path: [field.key], messageKey: MESSAGE_KEYS.required })),
              message: 'Every text field of a price enquiry must be filled',
            }),
          )
        }
      }
      return forms.submit(form, values, consents, options)
    },
  }
}

/**
 * The price enquiry of a storefront instance: the product field filled 300 ms after the dialog opens, the 500 ms
 * check that every text field is filled, then the form sent through {@link createFormsService} (made with these
 * `deps` if it does not exist yet). The same service for every later call with the same instance.
 *
 * @param shop - An instance made by `createStorefront`.
 * @param deps - As for {@link createFormsService}: the app's captcha provider first of all.
 *
 * @example
 * ```ts
 * import type { ProductSummary } from '@vitrina/sdk'
 * import {
 *   type CaptchaTokenProvider,
 *   createFormsService,
 *   createPriceEnquiryService,
 *   type FormConsents,
 *   type FormValues,
 *   PRICE_ENQUIRY_FORM_SLUG,
 * } from '@vitrina/sdk/forms'
 *
 * declare const myRecaptcha: CaptchaTokenProvider
 * declare const product: ProductSummary
 * declare const values: FormValues
 * declare const consents: FormConsents
 * declare function setValue(key: string, value: string): void
 *
 * const enquiry = createPriceEnquiryService(shop, { captcha: myRecaptcha })
 * const form = await createFormsService(shop).load(PRICE_ENQUIRY_FORM_SLUG)
 * if (form.ok) enquiry.fillProduct(form.data, product.name, (key, value) => setValue(key, value))
 * const sent = await enquiry.send(form.ok ? form.data : null, values, consents)
 * ```
 */
export function createPriceEnquiryService(shop: Storefront, deps?: Partial<FormsServiceDeps>): PriceEnquiryService {
  return serviceOf(shop, buildPriceEnquiry, deps ?? {})
}
