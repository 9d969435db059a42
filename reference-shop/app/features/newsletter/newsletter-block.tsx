import type { Consent } from '@vitrina/sdk'
import { lazy, Suspense } from 'react'

// The sign-up's code loads on its own, after the page's first load: the server renders the whole block (the form
// works before it arrives, as a plain post), and the browser hydrates it once its chunk is there.
const NewsletterSignup = lazy(() => import('./newsletter-signup').then((module) => ({ default: module.NewsletterSignup })))

/** The newsletter block of the home page, the category listings and news posts (storefront spec §2). */
export function NewsletterBlock({ consents, className }: { consents: readonly Consent[] | null; className?: string }) {
  return (
    <div className={className}>
      {/* Shown only while the first server render waits for the chunk; it holds the block's place. */}
      <Suspense fallback={<div className="min-h-64 rounded-3xl bg-gradient-to-br from-mint-100 to-sky-100" />}>
        <NewsletterSignup consents={consents} />
      </Suspense>
    </div>
  )
}
