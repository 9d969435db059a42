import { useLingui } from '@lingui/react/macro'
import type { Country } from '@vitrina/sdk'
import type { AccountProfile } from '@vitrina/sdk/account'
import type { ReactNode } from 'react'

/**
 * The overview's read-only profile (storefront spec §2): the user's names and e-mail and the main address. Empty
 * values read 'Nema podatka za prikazati'; a country id the list does not know 'Država nije postavljena'; no
 * country at all 'Nema države za prikazati'.
 */
export function OverviewDetails({ profile, countries }: { profile: AccountProfile; countries: readonly Country[] }) {
  const { t } = useLingui()
  const { user, mainAddress: address } = profile
  const rows: Array<[label: string, value: string | undefined]> = [
    [t`Ime`, user.details.firstName],
    [t`Prezime`, user.details.lastName],
    [t`E-mail`, user.email],
    [t`Ulica`, address?.street],
    [t`Kućni broj`, address?.houseNumber],
    [t`Telefon`, address?.contactPhone],
    [t`Poštanski broj`, address?.zipCode],
    [t`Grad`, address?.city],
  ]
  const country = address?.country ?? null
  const countryName = country === null ? null : countries.find((candidate) => String(candidate.id) === String(country))?.name

  return (
    <dl className="grid gap-x-8 gap-y-5 md:grid-cols-2">
      {rows.map(([label, value]) => (
        <Detail key={label} label={label}>
          {value?.trim() ? value : <Missing>{t`Nema podatka za prikazati`}</Missing>}
        </Detail>
      ))}
      <Detail label={t`Država`}>
        {country === null ? <Missing>{t`Nema države za prikazati`}</Missing> : (countryName ?? <Missing>{t`Država nije postavljena`}</Missing>)}
      </Detail>
    </dl>
  )
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 border-b border-cream-200 pb-3">
      <dt className="text-sm font-bold text-ink-500">{label}</dt>
      <dd className="mt-1 break-words text-ink-900">{children}</dd>
    </div>
  )
}

function Missing({ children }: { children: ReactNode }) {
  return <span className="text-ink-500 italic">{children}</span>
}
