import { atom } from 'nanostores'
import { SdkError } from '../errors/errors.classes'
import { FORMS_MESSAGE_KEYS } from '../forms/forms.messages.keys'
import { serviceCall } from '../internal/call'
import { lazySchemas } from '../internal/lazy-schemas'
import { serviceOf } from '../internal/per-storefront'
import { fail, ok } from '../internal/result'
import { errorNoticeDuration, notifyError } from '../notices/notices.errors'
import { validateConsents } from '../privacy/privacy.rules'
import { createConsentsService } from '../privacy/privacy.service'
import type { Result } from '../result/result.types'
import type { StorefrontContext } from '../storefront/storefront.context'
import type { Storefront } from '../storefront/storefront.types'
import type { NewsletterOutcome, NewsletterService } from './newsletter.types'
import { validateNewsletter } from './newsletter.validation'

const schemas = /* @__PURE__ */ lazySchemas(() => import('./newsletter.schema'))

function buildNewsletter(shop: Storefront, ctx: StorefrontContext): NewsletterService {
  const cms = serviceCall(ctx.http, 'cms')
  const $pending = atom(false)

  const notifyProblem = (key: string) => ctx.notices.notify({ level: 'error', key, durationMs: errorNoticeDuration(ctx.$language.get(), key) })

  return {
    $pending,

    async subscribe(form, { consents, acceptedConsents }, options): Promise<Result<NewsletterOutcome>> {
      // Spec §4 "Forms use a submit lock that is released on failure or end".
      if ($pending.get()) return fail(new SdkError({ code: 'BUSY', status: 0, message: 'the newsletter sign-up is already being submitted' }))
      // Spec §5 "Newsletter: email required and valid; consents must validate": the form first, then the consents.
      const checked = validateNewsletter(form)
      if (!checked.ok) return checked
      const consentProblem = validateConsents(consents, acceptedConsents)
      if (consentProblem) {
        // Spec §5: "all required consents must be ticked, else an error toast" (and §8: not loaded, reload the page).
        notifyProblem(consentProblem.messageKey)
        return fail(consentProblem)
      }

      $pending.set(true)
      try {
        const { email } = checked.data
        const reply = await cms('POST', 'newsletter/subscribe', schemas('subscribeSchema'), { email }, options)
        if (!reply.ok) {
          // Spec §8 "Newsletter failure text is not shown": the failure's message key (the generic text), never the
          // server's words.
          notifyError(ctx.notices, reply.error, ctx.$language.get())
          return reply
        }
        // Spec §4: "if the reply has subscribed false an info toast says already subscribed; otherwise success toast".
        const status = reply.data.subscribed === false ? 'alreadySubscribed' : 'subscribed'
        if (status === 'alreadySubscribed') ctx.notices.notify({ level: 'info', key: FORMS_MESSAGE_KEYS.alreadySubscribedToNewsletter })
        else ctx.notices.notify({ level: 'success', key: FORMS_MESSAGE_KEYS.newsletterSubscribed })
        // The consent log names the shopper by e-mail; its own failure notice is enough, the sign-up stands either way.
        const accepted = (consents ?? []).filter((consent) => acceptedConsents.includes(consent.uniqueNumber)).map((consent) => consent.id)
        await createConsentsService(shop).log(accepted, email, options)
        return ok({ status, email })
      } finally {
        $pending.set(false)
      }
    },
  }
}

/**
 * The newsletter sign-up of a storefront instance (storefront spec §4 "Newsletter"): the form's rules, the
 * consents of the form type Newsletter, `newsletter/subscribe` and its notices, the consent log after it, and a
 * submit lock. Created on the first call and the same service for every later call with the same instance.
 *
 * @param shop - An instance made by `createStorefront`.
 *
 * @example
 * ```ts
 * import { createConsentsService } from '@vitrina/sdk'
 * import { createNewsletterService } from '@vitrina/sdk/forms'
 *
 * declare function markAsKnown(): void
 *
 * const consents = await createConsentsService(shop).load('Newsletter')
 * const result = await createNewsletterService(shop).subscribe(
 *   { email: 'ana@example.com' },
 *   { consents: consents.ok ? consents.data : null, acceptedConsents: ['1002', '1003'] },
 * )
 * if (result.ok && result.data.status === 'alreadySubscribed') markAsKnown()
 * ```
 */
export function createNewsletterService(shop: Storefront): NewsletterService {
  return serviceOf(shop, buildNewsletter)
}
