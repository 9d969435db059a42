import { Trans, useLingui } from '@lingui/react/macro'
import { useLanguage } from '@vitrina/react'
import type { FilterValue, Language, LayeredFilter } from '@vitrina/sdk'
import { useState, type FormEvent } from 'react'
import { formatDateBound, formatNumberBound, parseDateBound, parseNumberBound } from './range-input'

interface RangeFilterProps {
  filter: LayeredFilter
  kind: 'range' | 'dateRange'
  value: FilterValue | undefined
  onSet: (value: FilterValue | null) => void
}

function boundsOf(value: FilterValue | undefined, language: Language): [string, string] {
  if (value?.kind === 'range') return [value.min, value.max].map((bound) => (bound === undefined ? '' : formatNumberBound(bound, language))) as [string, string]
  if (value?.kind === 'dateRange') return [value.from, value.to].map((bound) => (bound ? formatDateBound(bound, language) : '')) as [string, string]
  return ['', '']
}

/**
 * From–to inputs of a number filter (the price, weights) or a date filter, applied with 'Primijeni' or Enter. Text
 * inputs in the page's own number and date writing (range-input.ts), not the browser's locale; a bound that cannot
 * be read is named under the inputs and nothing is applied.
 */
export function RangeFilter(props: RangeFilterProps) {
  const { language } = useLanguage()
  // Keyed by the chosen value, so 'Ukloni filtere' (or a reload from the URL) resets the inputs.
  return <RangeInputs key={boundsOf(props.value, language).join('|')} {...props} language={language} />
}

function RangeInputs({ filter, kind, value, onSet, language }: RangeFilterProps & { language: Language }) {
  const { t } = useLingui()
  const [initialFrom, initialTo] = boundsOf(value, language)
  const [from, setFrom] = useState(initialFrom)
  const [to, setTo] = useState(initialTo)
  // Which of the two bounds could not be read.
  const [invalid, setInvalid] = useState([false, false])
  const range = filter.values[0]
  const unit = filter.unit ? ` (${filter.unit})` : ''
  const { label, attributeCode } = filter
  const dates = kind === 'dateRange'
  const datePattern = t`dd.mm.gggg.`

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parse = (text: string) => (text.trim() === '' ? undefined : dates ? parseDateBound(text) : parseNumberBound(text, language))
    const low = parse(from)
    const high = parse(to)
    setInvalid([low === null, high === null])
    if (low === null || high === null) return
    // A reversed range is read as meant: the smaller bound first (ISO dates compare as text).
    const [min, max] = low !== undefined && high !== undefined && low > high ? [high, low] : [low, high]
    if (min === undefined && max === undefined) onSet(null)
    else if (dates) onSet({ kind, ...(min === undefined ? {} : { from: min as string }), ...(max === undefined ? {} : { to: max as string }) })
    else onSet({ kind: 'range', ...(min === undefined ? {} : { min: min as number }), ...(max === undefined ? {} : { max: max as number }) })
  }

  const errorId = `range-error-${attributeCode}`
  const field = (text: string, setText: (text: string) => void, name: string, placeholder: string, bad: boolean) => (
    <input
      type="text"
      // A phone's number pad has no separator for dates ('16.01.2027.'), so dates keep the full keyboard.
      inputMode={dates ? undefined : 'decimal'}
      aria-label={name}
      aria-invalid={bad || undefined}
      aria-describedby={bad ? errorId : undefined}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      className="w-full min-w-0 rounded-xl border border-cream-200 bg-white px-3 py-2 text-sm aria-invalid:border-rose-600"
    />
  )
  const bound = (limit: number | string | null | undefined, fallback: string) =>
    dates ? datePattern : limit != null && limit !== '' && Number.isFinite(Number(limit)) ? formatNumberBound(Number(limit), language) : fallback
  return (
    <form onSubmit={submit} className="clear-both space-y-2">
      <div className={dates ? 'grid gap-2' : 'flex items-center gap-2'}>
        {field(from, setFrom, t`${label} od${unit}`, bound(range?.minValue, t`od`), invalid[0]!)}
        {!dates && <span aria-hidden="true">–</span>}
        {field(to, setTo, t`${label} do${unit}`, bound(range?.maxValue, t`do`), invalid[1]!)}
      </div>
      {invalid.includes(true) && (
        <p id={errorId} role="alert" className="text-xs text-rose-700">
          {dates ? t`Upišite datum u obliku ${datePattern}` : t`Upišite broj, na primjer ${formatNumberBound(12.5, language)}`}
        </p>
      )}
      <button type="submit" className="rounded-full bg-ink-900 px-4 py-1.5 text-xs font-bold text-white hover:bg-ink-800">
        <Trans>Primijeni</Trans>
      </button>
    </form>
  )
}
