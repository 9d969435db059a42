import { Trans, useLingui } from '@lingui/react/macro'
import { useCookieConsent } from '@vitrina/react'
import type { CookieCategory } from '@vitrina/sdk'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { showToast } from '../notices/notice-toaster'

/** Spec §9: "toast default 3000 ms". */
const TOAST_MS = 3000

/**
 * The cookie settings of the cookie policy page: necessary cookies (always on), marketing and analytics, as the
 * visitor accepted them; 'Spremi postavke' stores the choice through the SDK's cookie consent (which also hides
 * the banner) and confirms it with a toast.
 */
export function CookieSettingsForm() {
  const { consent, accept } = useCookieConsent()
  // Keyed on the stored consent: accepting in the banner meanwhile, or saving here, shows what is stored now.
  return <CookieSettingsFields key={consent?.join(',') ?? 'none'} consent={consent} onSave={accept} />
}

function CookieSettingsFields({ consent, onSave }: { consent: CookieCategory[] | null; onSave: (categories: CookieCategory[]) => void }) {
  const { t } = useLingui()
  // Before any choice, the boxes show what the banner would store (spec §2: "all on by default").
  const [marketing, setMarketing] = useState(consent?.includes('marketing') ?? true)
  const [analytics, setAnalytics] = useState(consent?.includes('analytics') ?? true)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    onSave(['necessary', ...(marketing ? (['marketing'] as const) : []), ...(analytics ? (['analytics'] as const) : [])])
    showToast({ level: 'success', text: t`Postavke kolačića su spremljene.`, durationMs: TOAST_MS })
  }

  return (
    <form onSubmit={onSubmit} className="mt-10 max-w-3xl rounded-3xl bg-white p-6 ring-1 ring-cream-200">
      <fieldset>
        <legend className="font-display text-2xl font-extrabold text-ink-900">
          <Trans>Postavke kolačića</Trans>
        </legend>
        {consent === null && (
          <p className="mt-2 text-sm text-ink-600">
            <Trans>Još niste spremili svoj odabir.</Trans>
          </p>
        )}
        <div className="mt-5 space-y-4">
          <Choice label={t`Nužni kolačići`} checked disabled>
            <Trans>Omogućuju košaricu, prijavu i odabir jezika; bez njih trgovina ne radi, pa su uvijek uključeni.</Trans>
          </Choice>
          <Choice label={t`Marketinški kolačići`} checked={marketing} onChange={setMarketing}>
            <Trans>Pomažu nam prikazati ponude koje vas zanimaju.</Trans>
          </Choice>
          <Choice label={t`Analitički kolačići`} checked={analytics} onChange={setAnalytics}>
            <Trans>Pomažu nam razumjeti kako se stranica koristi.</Trans>
          </Choice>
        </div>
      </fieldset>
      <button type="submit" className="mt-6 rounded-full bg-rose-600 px-6 py-3 font-bold text-white hover:bg-rose-700">
        <Trans>Spremi postavke</Trans>
      </button>
    </form>
  )
}

/** A checkbox named by its label, with the description read out after the name. */
function Choice({
  label,
  checked,
  disabled = false,
  onChange,
  children,
}: {
  label: string
  checked: boolean
  disabled?: boolean
  onChange?: (checked: boolean) => void
  children: ReactNode
}) {
  const id = useId()
  return (
    <div className="flex gap-3 rounded-2xl bg-cream-50 p-4 ring-1 ring-cream-200">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange?.(event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-rose-600"
      />
      <div>
        <label htmlFor={id} className={`block font-bold text-ink-900 ${disabled ? '' : 'cursor-pointer'}`}>
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-ink-600">
          {children}
        </p>
      </div>
    </div>
  )
}
