import { lazy, Suspense } from 'react'
import type { NewsletterSignupProps } from './newsletter-signup'

// The sign-up's code loads on its own, after the page's first load: the server renders the whole block (the form
// works before it arrives, as a plain post), and the browser hydrates it once its chunk is there. Kept this small on
// purpose: it is part of the first load of the pages that show the block.
const NewsletterSignup = lazy(() => import('./newsletter-signup'))

/** The newsletter block of the home page, the category listings and news posts (storefront spec §2). */
export function NewsletterBlock(props: NewsletterSignupProps) {
  return (
    <Suspense>
      <NewsletterSignup {...props} />
    </Suspense>
  )
}
