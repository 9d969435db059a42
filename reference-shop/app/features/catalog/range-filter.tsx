import { Trans, useLingui } from '@lingui/react/macro'
import type { FilterValue, LayeredFilter } from '@vitrina/sdk'
import { useState, type FormEvent } from 'react'

interface RangeFilterProps {
  filter: LayeredFilter
  kind: 'range' | 'dateRange'
  value: FilterValue | undefined
  onSet: (value: FilterValue | null) => void
}

function boundsOf(value: FilterValue | undefined): [string, string] {
  if (value?.kind === 'range') return [value.min?.toString() ?? '', value.max?.toString() ?? '']
  if (value?.kind === 'dateRange') return [value.from?.slice(0, 10) ?? '', value.to?.slice(0, 10) ?? '']
  return ['', '']
}

/** From–to inputs of a number filter (the price, weights) or a date filter, applied with 'Primijeni' or Enter. */
export function RangeFilter({ filter, kind, value, onSet }: RangeFilterProps) {
  // Keyed by the chosen value, so 'Ukloni filtere' (or a reload from the URL) resets the inputs.
  return <RangeInputs key={boundsOf(value).join('|')} filter={filter} kind={kind} value={value} onSet={onSet} />
}

function RangeInputs({ filter, kind, value, onSet }: RangeFilterProps) {
  const { t } = useLingui()
  const [initialFrom, initialTo] = boundsOf(value)
  const [from, setFrom] = useState(initialFrom)
  const [to, setTo] = useState(initialTo)
  const range = filter.values[0]
  const unit = filter.unit ? ` (${filter.unit})` : ''
  const { label } = filter

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (kind === 'dateRange') {
      onSet(from || to ? { kind, ...(from ? { from } : {}), ...(to ? { to } : {}) } : null)
      return
    }
    const min = from === '' ? undefined : Math.max(0, Number(from.replace(',', '.')))
    const max = to === '' ? undefined : Math.max(0, Number(to.replace(',', '.')))
    const valid = (bound: number | undefined) => bound === undefined || Number.isFinite(bound)
    if (!valid(min) || !valid(max)) return
    // A reversed range is read as meant: the smaller bound first.
    const [low, high] = min !== undefined && max !== undefined && min > max ? [max, min] : [min, max]
    onSet(low === undefined && high === undefined ? null : { kind: 'range', ...(low === undefined ? {} : { min: low }), ...(high === undefined ? {} : { max: high }) })
  }

  const input = 'w-full min-w-0 rounded-xl border border-cream-200 bg-white px-3 py-2 text-sm'
  const type = kind === 'dateRange' ? 'date' : 'number'
  return (
    <form onSubmit={submit} className="clear-both space-y-2">
      <div className={kind === 'dateRange' ? 'grid gap-2' : 'flex items-center gap-2'}>
        <input
          type={type}
          inputMode={type === 'number' ? 'decimal' : undefined}
          step="any"
          min={0}
          aria-label={t`${label} od${unit}`}
          placeholder={range?.minValue != null ? String(range.minValue) : t`od`}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          className={input}
        />
        {kind === 'range' && <span aria-hidden="true">–</span>}
        <input
          type={type}
          inputMode={type === 'number' ? 'decimal' : undefined}
          step="any"
          min={0}
          aria-label={t`${label} do${unit}`}
          placeholder={range?.maxValue != null ? String(range.maxValue) : t`do`}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          className={input}
        />
      </div>
      <button type="submit" className="rounded-full bg-ink-900 px-4 py-1.5 text-xs font-bold text-white hover:bg-ink-800">
        <Trans>Primijeni</Trans>
      </button>
    </form>
  )
}
