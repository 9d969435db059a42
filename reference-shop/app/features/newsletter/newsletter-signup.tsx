import { Trans, useLingui } from '@lingui/react/macro'
import type { Consent } from '@vitrina/sdk'
import { useEffect, useRef, useState } from 'react'
import { useActionData, useFetcher } from 'react-router'
import { ConsentFields, toggledConsents } from '../consent/consent-fields'
import { MailIcon } from '../layout/icons'
import { showToast } from '../notices/notice-toaster'
import { NEWSLETTER_INTENT, type NewsletterActionData } from './newsletter-form'

export interface NewsletterSignupProps {
  /** The Newsletter consents the page's loader loaded; null when they could not be loaded. */
  consents: readonly Consent[] | null
  /** Where the block sits on its page (its margins, the page's wrapper). */
  className?: string
}

/**
 * The newsletter sign-up (storefront spec §2 "newsletter block", §4 "Newsletter", §5): an e-mail, the Newsletter
 * consents with the required ones starred, and a button. It posts to the page's own action (newsletter.server.ts),
 * which signs up with the SDK on the server: through a fetcher, so the page stays where it is and the answer's
 * notices show as toasts; and, before the page's JavaScript runs, as a plain form post whose answer the block shows
 * in place. The button is disabled while the sign-up is sent, so it cannot be sent twice.
 */
export default function NewsletterSignup({ consents, className }: NewsletterSignupProps) {
  const { t } = useLingui()
  const fetcher = useFetcher<NewsletterActionData>()
  // The answer to a form posted before the JavaScript ran: the page was rendered with it.
  const posted = useActionData<NewsletterActionData | undefined>()?.newsletter
  const answer = fetcher.data?.newsletter
  const shown = answer ?? posted
  const [accepted, setAccepted] = useState<readonly string[]>(posted?.accepted ?? [])
  const formRef = useRef<HTMLFormElement>(null)
  // Sending, not the page's reload of its data that follows: the answer is already shown then.
  const sending = fetcher.state === 'submitting'

  useEffect(() => {
    if (!answer) return
    for (const toast of answer.toasts) showToast(toast)
    // Spec §4 "The form is reset" after a sign-up; a refused one keeps what was typed and ticked.
    if (answer.ok) {
      formRef.current?.reset()
      setAccepted([])
    }
  }, [answer])

  const emailError = shown?.emailError ?? undefined
  return (
    <div className={className}>
      <section aria-labelledby="newsletter-title" className="rounded-3xl bg-gradient-to-br from-mint-100 to-sky-100 p-6 sm:p-8">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:gap-10">
          <div className="flex items-start gap-4 lg:w-2/5">
            <div className="grid size-14 shrink-0 place-items-center rounded-full bg-white text-mint-700">
              <MailIcon className="size-7" />
            </div>
            <div>
              <h2 id="newsletter-title" className="text-xl font-extrabold text-ink-900 sm:text-2xl">
                <Trans>Newsletter</Trans>
              </h2>
              <p className="mt-1 text-ink-800">
                <Trans>Prijavite se i saznajte prvi za novosti i akcije.</Trans>
              </p>
            </div>
          </div>
          <fetcher.Form ref={formRef} method="post" noValidate className="min-w-0 flex-1 space-y-4" aria-busy={sending}>
            <input type="hidden" name="intent" value={NEWSLETTER_INTENT} />
            <div className="space-y-1">
              <label htmlFor="newsletter-email" className="block text-sm font-bold text-ink-800">
                <Trans>E-mail adresa</Trans>
              </label>
              <div className="flex flex-col gap-3 sm:flex-row">
                <input
                  id="newsletter-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  defaultValue={posted?.email}
                  placeholder={t`vas@email.hr`}
                  aria-invalid={emailError ? true : undefined}
                  aria-describedby={emailError ? 'newsletter-email-error' : undefined}
                  className="min-w-0 flex-1 rounded-2xl border border-cream-200 bg-white px-4 py-2.5 text-ink-900 outline-none focus:border-rose-300 focus:ring-2 focus:ring-rose-200 aria-invalid:border-rose-500"
                />
                <button
                  type="submit"
                  disabled={sending}
                  className="shrink-0 rounded-2xl bg-rose-500 px-6 py-2.5 font-bold text-white transition-colors hover:bg-rose-600 disabled:opacity-60"
                >
                  {sending ? <Trans>Šaljem...</Trans> : <Trans context="newsletter">Prijavi se</Trans>}
                </button>
              </div>
              {emailError && (
                <p id="newsletter-email-error" className="text-sm font-semibold text-rose-600">
                  {emailError}
                </p>
              )}
            </div>
            <ConsentFields
              idPrefix="newsletter"
              consents={consents}
              accepted={accepted}
              error={undefined}
              onToggle={(uniqueNumber, checked) => setAccepted((current) => toggledConsents(current, uniqueNumber, checked))}
            />
            {/* Without JavaScript there are no toasts: the answer's texts show here. */}
            {!answer && posted && posted.toasts.length > 0 && (
              <div role="status" className="space-y-1 text-sm font-semibold text-ink-900">
                {posted.toasts.map((toast) => (
                  <p key={toast.text}>{toast.text}</p>
                ))}
              </div>
            )}
          </fetcher.Form>
        </div>
      </section>
    </div>
  )
}
