import { useLingui } from '@lingui/react/macro'

/** Spec §9: "Rating stars 5": the average rating as five stars, filled to the nearest half. */
export function RatingStars({ rating = 0, count }: { rating?: number; count?: number }) {
  const { t } = useLingui()
  const value = Math.round(Math.min(5, Math.max(0, rating)) * 2) / 2
  const label = t`Ocjena: ${value} od 5`
  return (
    <p className="flex items-center gap-2">
      <span role="img" aria-label={label} className="flex">
        {[1, 2, 3, 4, 5].map((star) => (
          <svg key={star} viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <defs>
              <linearGradient id={`star-${star}-${value}`}>
                <stop offset={`${Math.min(1, Math.max(0, value - star + 1)) * 100}%`} stopColor="#f59e0b" />
                <stop offset="0" stopColor="#e5e1da" />
              </linearGradient>
            </defs>
            <path fill={`url(#star-${star}-${value})`} d="m12 2.5 2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8Z" />
          </svg>
        ))}
      </span>
      {count !== undefined && <span className="text-sm text-ink-500">({count})</span>}
    </p>
  )
}
