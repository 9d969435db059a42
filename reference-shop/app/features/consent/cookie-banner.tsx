import { useLingui } from '@lingui/react/macro'
import { useCookieConsent } from '@vitrina/react'
import { Link } from 'react-router'
import { CookieIcon } from '../layout/icons'
import type { CookieContent } from '../layout/layout.content'
import { usePagePath } from '../routing/use-page-path'

/**
 * The cookie notice, shown until the 'cookie_consent' cookie exists. The decision comes from the SDK's
 * consent store, which the server fills from the request's cookies, so an accepted banner never flashes.
 */
export function CookieBanner({ content }: { content: CookieContent }) {
  const { t } = useLingui()
  const { consent, accept } = useCookieConsent()
  const pathTo = usePagePath()
  if (consent !== null) return null

  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-3xl border border-cream-200 bg-white p-5 shadow-2xl shadow-ink-900/15 sm:inset-x-6 sm:p-6"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:gap-6">
        <div className="hidden size-14 shrink-0 place-items-center rounded-full bg-cream-100 text-rose-500 md:grid">
          <CookieIcon className="size-8" />
        </div>
        <div className="flex-1 space-y-1.5">
          <h2 id="cookie-banner-title" className="font-bold text-ink-900">
            {content.title ?? t`Kolačići`}
          </h2>
          <p className="text-sm leading-relaxed text-ink-600">
            {content.text ?? t`Koristimo kolačiće kako bismo vam pružili najbolje iskustvo kupovine.`}{' '}
            <Link to={pathTo('cookiePolicy')} className="font-semibold text-rose-600 underline underline-offset-2">
              {content.policyLink?.title ?? t`Politika kolačića`}
            </Link>
          </p>
        </div>
        {/* Accepting stores all three categories (spec: "all on by default"). */}
        <button
          type="button"
          onClick={() => accept(['necessary', 'marketing', 'analytics'])}
          className="shrink-0 rounded-full bg-rose-500 px-6 py-3 font-bold text-white shadow-md shadow-rose-500/30 transition-colors hover:bg-rose-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600"
        >
          {content.acceptLabel ?? t`Dopusti kolačiće`}
        </button>
      </div>
    </section>
  )
}
