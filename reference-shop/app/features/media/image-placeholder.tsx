import { useLingui } from '@lingui/react/macro'

/** The image placeholder: a soft tile with a picture outline, in the aspect ratio of the image it stands for. */
export function ImagePlaceholder({ width, height, className = '' }: { width: number; height: number; className?: string }) {
  const { t } = useLingui()
  return (
    <div
      role="img"
      aria-label={t`Slika nije dostupna`}
      style={{ aspectRatio: `${width} / ${height}` }}
      className={`grid place-items-center bg-cream-100 text-ink-400 ${className}`}
      data-testid="image-placeholder"
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-12" aria-hidden="true">
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="9" cy="10" r="2" />
        <path d="m21 17-5-5-9 8" />
      </svg>
    </div>
  )
}
