import { Trans, useLingui } from '@lingui/react/macro'
import { useLanguage } from '@vitrina/react'
import { formatPrice } from '@vitrina/sdk'
import type { FormEvent } from 'react'
import { BUDGETS, decodePriceRange, encodePriceRange, GIFT_QUERY, type GiftCategory, type GiftCriteria, type PriceRange } from './gift-finder.query'

interface GiftFinderFormProps {
  categories: GiftCategory[]
  criteria: GiftCriteria
  /** The form's action (the page's own path), for a submit without JavaScript. */
  action: string
  busy: boolean
  onSearch: (criteria: GiftCriteria) => void
}

/** A budget in words: 'Do 20,00 €', '20,00 € – 50,00 €', 'Više od 200,00 €'. */
function useBudgetLabel(): (range: PriceRange) => string {
  const { t } = useLingui()
  const { language } = useLanguage()
  const euros = (amount: number) => formatPrice(amount, { language })
  return ({ min, max }) => {
    if (min === undefined && max !== undefined) return t`Do ${euros(max)}`
    if (max === undefined && min !== undefined) return t`Više od ${euros(min)}`
    return `${euros(min ?? 0)} – ${euros(max ?? 0)}`
  }
}

const field = 'w-full rounded-2xl border border-cream-200 bg-white px-4 py-3 font-semibold text-ink-900'

/**
 * The gift finder's choices: which category (the main navigation's root categories), the budget and sale items
 * only. A plain GET form (it works before the page is interactive); once it is, the choices go to the URL
 * without the empty fields.
 */
export function GiftFinderForm({ categories, criteria, action, busy, onSearch }: GiftFinderFormProps) {
  const { t } = useLingui()
  const budgetLabel = useBudgetLabel()
  const chosenBudget = criteria.price ? encodePriceRange(criteria.price) : ''
  const budgets = BUDGETS.map(encodePriceRange)
  // A budget from a shared link that the list does not offer stays selectable as it is.
  if (chosenBudget && !budgets.includes(chosenBudget)) budgets.push(chosenBudget)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const category = String(form.get(GIFT_QUERY.category) ?? '')
    const price = decodePriceRange(String(form.get(GIFT_QUERY.price) ?? ''))
    onSearch({ ...(category ? { category } : {}), ...(price ? { price } : {}), onSale: form.get(GIFT_QUERY.onSale) === '1' })
  }

  return (
    <form
      method="get"
      action={action}
      onSubmit={onSubmit}
      className="grid gap-4 rounded-3xl bg-white p-5 ring-1 ring-cream-200 md:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto] lg:items-end lg:p-6"
    >
      <label className="grid gap-1.5 text-sm font-bold text-ink-800">
        {t`Za koga ili što tražite?`}
        <select name={GIFT_QUERY.category} defaultValue={criteria.category ?? ''} className={field}>
          <option value="">{t`Sve kategorije`}</option>
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.title}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1.5 text-sm font-bold text-ink-800">
        {t`Budžet`}
        <select name={GIFT_QUERY.price} defaultValue={chosenBudget} className={field}>
          <option value="">{t`Bilo koji iznos`}</option>
          {budgets.map((budget) => (
            <option key={budget} value={budget}>
              {budgetLabel(decodePriceRange(budget) ?? {})}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-3 py-3 font-semibold text-ink-800">
        <input type="checkbox" name={GIFT_QUERY.onSale} value="1" defaultChecked={criteria.onSale} className="size-5 accent-rose-600" />
        <Trans>Samo proizvodi na akciji</Trans>
      </label>
      <button type="submit" disabled={busy} className="rounded-full bg-rose-600 px-6 py-3 font-bold text-white hover:bg-rose-700 disabled:opacity-60">
        {busy ? <Trans>Tražim...</Trans> : <Trans>Prikaži poklone</Trans>}
      </button>
    </form>
  )
}
