import { Trans } from '@lingui/react/macro'
import { MailIcon } from '../layout/icons'

/**
 * The newsletter block. Signing up (spec §4: `newsletter/subscribe` with consents) comes with the forms of a
 * later issue; until then the block says so plainly instead of showing a form that cannot send anything.
 */
export function NewsletterNotice() {
  return (
    <section aria-labelledby="newsletter-title" className="wrapper py-10 lg:py-14">
      <div className="flex flex-col items-start gap-4 rounded-3xl bg-gradient-to-br from-mint-100 to-sky-100 p-6 sm:flex-row sm:items-center sm:p-8">
        <div className="grid size-14 shrink-0 place-items-center rounded-full bg-white text-mint-700">
          <MailIcon className="size-7" />
        </div>
        <div>
          <h2 id="newsletter-title" className="text-xl font-extrabold text-ink-900 sm:text-2xl">
            <Trans>Newsletter</Trans>
          </h2>
          <p className="mt-1 text-ink-800">
            <Trans>Prijava na newsletter još nije dostupna. Uskoro ćete se ovdje moći prijaviti za obavijesti o novostima i akcijama.</Trans>
          </p>
        </div>
      </div>
    </section>
  )
}
