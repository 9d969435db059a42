import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DeliveryBranch, Id } from '@vitrina/sdk'
import { ChoiceCard } from './choice-card'

/** One day's opening hours as docs/contract/checkout.md sends them: `{ day: 1, opens: "08:00", closes: "20:00" }` (1 is Monday). */
interface WorkDay {
  day: number
  opens: string
  closes: string
}

const DAY_NAMES: Record<number, MessageDescriptor> = {
  1: msg`Ponedjeljak`,
  2: msg`Utorak`,
  3: msg`Srijeda`,
  4: msg`Četvrtak`,
  5: msg`Petak`,
  6: msg`Subota`,
  7: msg`Nedjelja`,
}

function isWorkDay(value: unknown): value is WorkDay {
  const entry = value as Partial<WorkDay> | null
  return typeof entry?.day === 'number' && typeof entry.opens === 'string' && typeof entry.closes === 'string'
}

/** The branch's hours as rows, consecutive days with the same hours in one row: 'Ponedjeljak – Petak 08:00–20:00'. */
export function workHourRows(workhours: unknown[] | undefined): { from: number; to: number; hours: string }[] {
  // Sunday may come as 0 or 7; it sorts last either way.
  const days = (workhours ?? [])
    .filter(isWorkDay)
    .map((entry) => ({ ...entry, day: entry.day === 0 ? 7 : entry.day }))
    .sort((a, b) => a.day - b.day)
  const rows: { from: number; to: number; hours: string }[] = []
  for (const { day, opens, closes } of days) {
    const hours = `${opens}–${closes}`
    const last = rows.at(-1)
    if (last && last.hours === hours && last.to === day - 1) last.to = day
    else rows.push({ from: day, to: day, hours })
  }
  return rows
}

export interface PickupBranchesProps {
  branches: DeliveryBranch[]
  selected: string
  error: string | undefined
  disabled: boolean
  onSelect: (branchId: Id) => void
}

/** The pickup branches of a delivery method, each with its address and opening hours (spec §3 "Delivery method"). */
export function PickupBranches({ branches, selected, error, disabled, onSelect }: PickupBranchesProps) {
  const { i18n } = useLingui()
  const dayName = (day: number) => (DAY_NAMES[day] ? i18n._(DAY_NAMES[day]) : String(day))
  return (
    <fieldset className="space-y-3" aria-describedby={error ? 'checkout-branch-error' : undefined}>
      <legend className="mb-2 font-extrabold">
        <Trans>Odaberite poslovnicu za preuzimanje</Trans>
      </legend>
      {branches.map((branch) => {
        const { street, houseNumber, zipCode, city } = branch.address
        return (
          <ChoiceCard
            key={String(branch.id)}
            name="branch"
            value={String(branch.id)}
            checked={selected === String(branch.id)}
            disabled={disabled}
            onChange={() => onSelect(branch.id)}
            label={branch.name}
            className="text-sm"
          >
            <p className="text-ink-600">{`${street} ${houseNumber}, ${zipCode} ${city}`}</p>
            <dl className="mt-1 text-ink-600">
              {workHourRows(branch.workhours).map((row) => (
                <div key={row.from} className="flex gap-2">
                  <dt>{row.from === row.to ? dayName(row.from) : `${dayName(row.from)} – ${dayName(row.to)}`}</dt>
                  <dd className="tabular-nums">{row.hours}</dd>
                </div>
              ))}
            </dl>
          </ChoiceCard>
        )
      })}
      {error && (
        <p id="checkout-branch-error" role="alert" className="text-sm font-semibold text-rose-600">
          {error}
        </p>
      )}
    </fieldset>
  )
}
