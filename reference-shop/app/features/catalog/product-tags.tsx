import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { displayedTags, type ProductTag } from '@vitrina/sdk'

// The backend names the tags in Croatian; a page in another language shows them in its own.
const LABELS: Record<string, ReturnType<typeof msg>> = { novo: msg`novo`, najprodavanije: msg`najprodavanije`, popust: msg`popust` }

/** The tags a product shows: only novo, najprodavanije and popust (spec §9), as small labels in the page's language. */
export function ProductTags({ tags, className = '' }: { tags: readonly ProductTag[]; className?: string }) {
  const { t, i18n } = useLingui()
  const shown = displayedTags({ tags })
  if (shown.length === 0) return null
  return (
    <ul className={`flex flex-wrap gap-1 ${className}`} aria-label={t`Oznake`}>
      {shown.map((tag) => {
        const label = LABELS[tag.name.toLowerCase()]
        return (
          <li key={tag.name} className="rounded-full bg-white/90 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-ink-800 ring-1 ring-cream-200">
            {label ? i18n._(label) : tag.name}
          </li>
        )
      })}
    </ul>
  )
}
