import { Trans, useLingui } from '@lingui/react/macro'
import type { Id, Review } from '@vitrina/sdk'
import { useEffect, useId, useState } from 'react'
import { useFetcher } from 'react-router'
import { SdkText } from '../i18n/catalog-area-texts'
import type { ReviewActionData } from './reviews.data'

const STAR = 'm12 2.5 2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8Z'

/**
 * The review form, a chunk of its own: stars 1 to 5 as a radio group (spec §9 "Rating stars 5") and a comment, posted
 * to the product page's action. Both are checked by the backend, whose refusal shows here as text (spec §8 "Reviews").
 * With `own` it changes the shopper's own review.
 */
export function ReviewForm({ productId, own, onClose }: { productId: Id; own: Review | null; onClose: () => void }) {
  const { t } = useLingui()
  const fetcher = useFetcher<ReviewActionData>()
  const [rating, setRating] = useState(own?.rating ?? 0)
  const commentId = useId()
  const errorId = useId()
  const error = fetcher.data?.error
  // Both fields point at the refusal, so a screen reader reads it with either of them.
  const described = error ? { 'aria-describedby': errorId } : {}
  const busy = fetcher.state !== 'idle'
  const saved = fetcher.state === 'idle' && fetcher.data?.review
  // Closed once saved: the page's data is reloaded with the review, which the section then shows.
  useEffect(() => {
    if (saved) onClose()
  }, [saved, onClose])

  return (
    <fetcher.Form method="post" className="mt-4 space-y-4 rounded-3xl bg-white p-5 ring-1 ring-cream-200">
      <input type="hidden" name="productId" value={String(productId)} />
      {own && <input type="hidden" name="id" value={String(own.id)} />}
      <fieldset {...described}>
        <legend className="font-bold text-ink-900">
          <Trans>Vaša ocjena</Trans>
        </legend>
        <div className="mt-1 flex">
          {[1, 2, 3, 4, 5].map((star) => (
            <label key={star} className="cursor-pointer p-1">
              <input type="radio" name="rating" value={star} checked={rating === star} onChange={() => setRating(star)} className="peer sr-only" />
              <span className="sr-only">{t`${star} od 5`}</span>
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-8 rounded peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-rose-600"
              >
                <path d={STAR} fill={star <= rating ? '#f59e0b' : '#e5e1da'} />
              </svg>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={commentId} className="font-bold text-ink-900">
          <Trans>Komentar</Trans>
        </label>
        <textarea
          id={commentId}
          name="comment"
          rows={4}
          maxLength={2000}
          defaultValue={own?.comment ?? ''}
          {...described}
          className="mt-1 block w-full rounded-2xl border border-cream-200 bg-cream-50 px-4 py-2.5 text-ink-900 outline-none transition-colors focus:border-rose-300 focus:bg-white focus:ring-2 focus:ring-rose-200"
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="rounded-2xl bg-rose-100 px-4 py-3 text-sm font-semibold text-rose-600">
          <SdkText id={error} />
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className="rounded-full bg-rose-600 px-6 py-2 font-bold text-white hover:bg-rose-500 disabled:bg-ink-400">
          {busy ? <Trans>Šaljem...</Trans> : own ? <Trans>Spremi recenziju</Trans> : <Trans>Pošalji recenziju</Trans>}
        </button>
        <button type="button" onClick={onClose} className="rounded-full px-4 py-2 font-bold text-ink-700 hover:text-rose-600">
          <Trans>Odustani</Trans>
        </button>
      </div>
    </fetcher.Form>
  )
}
