import { Trans } from '@lingui/react/macro'
import type { Id, Review } from '@vitrina/sdk'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { loginPathFor } from '../auth/login.navigation'
import { RatingStars } from './rating-stars'
import type { ProductReviewsData } from './reviews.data'

// Loaded when the shopper opens it (or points at the button): most visits only read the reviews.
const loadForm = () => import('./review-form')
const ReviewForm = lazy(() => loadForm().then((module) => ({ default: module.ReviewForm })))

/** `2026-05-17T...` as `17. 5. 2026.`, the same on the server and in the browser. */
const dateOf = (iso = '') => `${iso.slice(0, 10).split('-').reverse().map(Number).join('. ')}.`

function ReviewText({ review }: { review: Review }) {
  return (
    <>
      <RatingStars rating={review.rating ?? 0} />
      <p className="mt-2 whitespace-pre-line break-words text-ink-800">{review.comment}</p>
    </>
  )
}

const BUTTON = 'mt-4 rounded-full border-2 border-rose-600 px-5 py-2 font-bold text-rose-600 hover:bg-rose-100'

/**
 * The product's reviews (spec §2 product reviews, §6 "one per user, only own editable; login required"): the shopper's
 * own review with its edit button, a button opening the review form, the login prompt for visitors, and the newest
 * published reviews.
 */
export function ProductReviews({ productId, reviews }: { productId: Id; reviews: ProductReviewsData }) {
  const { pathname, search } = useLocation()
  const [open, setOpen] = useState(false)
  // Set once this chunk has hydrated the server's HTML (the page loads it after its own hydration): from then on the
  // buttons work, which is what an end-to-end test waits for before it clicks.
  const [interactive, setInteractive] = useState(false)
  useEffect(() => setInteractive(true), [])
  const { own, total } = reviews
  // The shopper's own review is shown above, with its edit button, and not a second time in the list.
  const others = reviews.records.filter((review) => review.id !== own?.id)
  const opener = (label: React.ReactNode) => (
    <button type="button" className={BUTTON} onPointerEnter={() => void loadForm()} onFocus={() => void loadForm()} onClick={() => setOpen(true)}>
      {label}
    </button>
  )
  let action: React.ReactNode = null
  if (open) {
    action = (
      <Suspense fallback={null}>
        <ReviewForm productId={productId} own={own} onClose={() => setOpen(false)} />
      </Suspense>
    )
  } else if (!reviews.enabled) {
    action = (
      <p className="mt-4 text-ink-600">
        <Trans>Pisanje recenzija trenutno nije moguće.</Trans>
      </p>
    )
  } else if (!reviews.loggedIn) {
    action = (
      <p className="mt-4 text-ink-700">
        <Trans>Recenzije mogu pisati samo prijavljeni kupci.</Trans>{' '}
        <Link to={loginPathFor(`${pathname}${search}`)} className="font-bold text-rose-600 underline">
          <Trans>Prijavite se</Trans>
        </Link>
      </p>
    )
  } else if (reviews.canComment) {
    action = opener(<Trans>Napišite recenziju</Trans>)
  }

  return (
    <section aria-labelledby="product-reviews" data-interactive={interactive || undefined} className="mt-12 max-w-3xl">
      <h2 id="product-reviews" className="text-xl font-extrabold text-ink-900">
        <Trans>Recenzije ({total})</Trans>
      </h2>
      {own && !open && (
        <div className="mt-4 rounded-3xl bg-white p-5 ring-1 ring-cream-200">
          <h3 className="font-bold text-ink-900">
            <Trans>Vaša recenzija</Trans>
          </h3>
          <ReviewText review={own} />
          {own.status === 'pending' && (
            <p role="status" className="mt-2 text-sm font-semibold text-ink-500">
              <Trans>Čeka odobrenje: objavit ćemo je nakon provjere.</Trans>
            </p>
          )}
          {reviews.enabled && opener(<Trans>Uredi recenziju</Trans>)}
        </div>
      )}
      {action}
      {others.length === 0 ? (
        !own && (
          <p className="mt-4 text-ink-600">
            <Trans>Ovaj proizvod još nema recenzija.</Trans>
          </p>
        )
      ) : (
        <ul className="mt-4 divide-y divide-cream-200">
          {others.map((review) => (
            <li key={review.id} className="py-4">
              <p className="text-sm text-ink-500">
                <span className="font-bold text-ink-900">{review.authorName}</span> · {dateOf(review.createdAt)}
              </p>
              <ReviewText review={review} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
