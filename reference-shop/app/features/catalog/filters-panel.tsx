import { Trans, useLingui } from '@lingui/react/macro'
import { filterKindOf, type FilterValue, type LayeredFilter, type ListingFilters } from '@vitrina/sdk'
import { useId, useState } from 'react'
import { RangeFilter } from './range-filter'

export interface FiltersPanelProps {
  filters: LayeredFilter[]
  selected: ListingFilters
  filterCount: number
  onToggle: (code: string, value: number | boolean) => void
  onSet: (code: string, value: FilterValue | null) => void
  onClear: () => void
}

/**
 * The layered filters of a listing: checkboxes for option and yes/no filters, from–to inputs for numbers and
 * dates, and 'Ukloni filtere' once something is chosen. Below 1024 px the panel opens with a button.
 */
export function FiltersPanel({ filters, selected, filterCount, onToggle, onSet, onClear }: FiltersPanelProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  if (filters.length === 0) return null
  return (
    <aside className="lg:w-64 lg:shrink-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="w-full rounded-full border border-cream-200 bg-white px-4 py-2.5 text-sm font-bold text-ink-800 lg:hidden"
      >
        {filterCount > 0 ? <Trans>Filteri ({filterCount})</Trans> : <Trans>Filteri</Trans>}
      </button>
      <div id={panelId} className={`${open ? 'block' : 'hidden'} mt-4 space-y-5 lg:mt-0 lg:block`}>
        <div className="flex items-center justify-between">
          <h2 className="font-extrabold text-ink-900">
            <Trans>Filteri</Trans>
          </h2>
          {filterCount > 0 && (
            <button type="button" onClick={onClear} className="text-sm font-semibold text-rose-600 underline-offset-2 hover:underline">
              <Trans>Ukloni filtere</Trans>
            </button>
          )}
        </div>
        {filters.map((filter) => (
          <FilterGroup key={filter.attributeCode} filter={filter} value={selected[filter.attributeCode]} onToggle={onToggle} onSet={onSet} />
        ))}
      </div>
    </aside>
  )
}

interface FilterGroupProps {
  filter: LayeredFilter
  value: FilterValue | undefined
  onToggle: FiltersPanelProps['onToggle']
  onSet: FiltersPanelProps['onSet']
}

function FilterGroup({ filter, value, onToggle, onSet }: FilterGroupProps) {
  const { t } = useLingui()
  const kind = filterKindOf(filter.type)
  const code = filter.attributeCode
  return (
    <fieldset className="border-t border-cream-200 pt-4">
      <legend className="float-left mb-2 w-full text-sm font-bold text-ink-900">{filter.label}</legend>
      {kind === 'range' || kind === 'dateRange' ? (
        <RangeFilter filter={filter} kind={kind} value={value} onSet={(next) => onSet(code, next)} />
      ) : (
        <ul className="clear-both space-y-1.5">
          {filter.values.map((option) => {
            const flag = kind === 'yesNo' ? option.code === 'yes' || option.id === 1 : undefined
            const id = Number(option.id)
            const checked =
              value?.kind === 'options' ? value.ids.includes(id) : value?.kind === 'yesNo' && flag !== undefined ? value.values.includes(flag) : false
            const label = kind === 'yesNo' ? (flag ? t`Da` : t`Ne`) : option.valueLabel
            return (
              <li key={`${option.id}`}>
                <label className="flex cursor-pointer items-center gap-2 text-sm text-ink-800">
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={() => onToggle(code, kind === 'yesNo' ? Boolean(flag) : id)}
                    className="size-4 accent-rose-600"
                  />
                  {option.swatch && filter.type === 'visualSwatch' && (
                    <span aria-hidden="true" className="size-4 rounded-full ring-1 ring-cream-200" style={{ backgroundColor: option.swatch }} />
                  )}
                  <span className="flex-1">{label}</span>
                  <span className="text-xs text-ink-400">({option.totalProducts})</span>
                </label>
              </li>
            )
          })}
        </ul>
      )}
    </fieldset>
  )
}
