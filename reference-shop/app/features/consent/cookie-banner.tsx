import { useLingui } from '@lingui/react/macro'
import { useCookieConsent } from '@vitrina/react'
import type { CmsElement } from '@vitrina/sdk'
import { Suspense } from 'react'
import { lazyEditModeTool, useEditMode } from '../edit-mode/use-edit-mode'
import { CookieIcon } from '../layout/icons'
import type { CookieContent } from '../layout/layout.content'
import { SmartLink } from '../layout/smart-link'
import { usePagePath } from '../routing/use-page-path'
import { cookieTextHtml } from './cookie-text'

// Loaded in edit mode only.
const EditableCookieBanner = lazyEditModeTool('EditableCookieBanner')

/** The notice's text: paragraphs, bold, italic, links and lists, as an editor wrote them. */
export const COOKIE_TEXT_CLASS =
  'space-y-1.5 text-sm leading-relaxed text-ink-600 [&_a]:font-semibold [&_a]:text-rose-600 [&_a]:underline [&_a]:underline-offset-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5'

interface CookieBannerProps {
  content: CookieContent
  /** The cookie element the content comes from, which edit mode writes back. */
  element?: CmsElement | undefined
}

/**
 * The cookie notice, shown until the 'cookie_consent' cookie exists. The decision comes from the SDK's
 * consent store, which the server fills from the request's cookies, so an accepted banner never flashes.
 * In edit mode the editor gets it in the page, with its texts to edit, whether or not they accepted cookies.
 */
export function CookieBanner({ content, element }: CookieBannerProps) {
  const { t } = useLingui()
  const { consent, accept } = useCookieConsent()
  const { editing } = useEditMode()
  const pathTo = usePagePath()
  if (editing && element) {
    return (
      <Suspense fallback={null}>
        <EditableCookieBanner element={element} />
      </Suspense>
    )
  }
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
          {content.text ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server where the layout is read (cookie-text.server.ts): only a CMS body's tags survive.
            <div className={COOKIE_TEXT_CLASS} data-testid="cookie-text" dangerouslySetInnerHTML={{ __html: cookieTextHtml(content.text) }} />
          ) : (
            <p className={COOKIE_TEXT_CLASS}>{t`Koristimo kolačiće kako bismo vam pružili najbolje iskustvo kupovine.`}</p>
          )}
          <p className="text-sm">
            <SmartLink
              href={content.policyLink?.href ?? pathTo('cookiePolicy')}
              target={content.policyLink?.target}
              className="font-semibold text-rose-600 underline underline-offset-2"
            >
              {content.policyLink?.title ?? t`Politika kolačića`}
            </SmartLink>
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
