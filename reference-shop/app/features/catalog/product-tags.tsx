import { useLingui } from '@lingui/react/macro'
import { displayedTags, type ProductTag } from '@vitrina/sdk'

/** The tags a product shows: only novo, najprodavanije and popust (spec §9), as small labels. */
export function ProductTags({ tags, className = '' }: { tags: readonly ProductTag[]; className?: string }) {
  const { t } = useLingui()
  const shown = displayedTags({ tags })
  if (shown.length === 0) return null
  return (
    <ul className={`flex flex-wrap gap-1 ${className}`} aria-label={t`Oznake`}>
      {shown.map((tag) => (
        <li key={tag.name} className="rounded-full bg-white/90 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-ink-800 ring-1 ring-cream-200">
          {tag.name}
        </li>
      ))}
    </ul>
  )
}
