import { Trans } from '@lingui/react/macro'
import { MESSAGE_KEYS } from '@vitrina/sdk'
import { SdkText } from '../i18n/catalog-area-texts'

/** One consent of a form, as `shop.consents.load(formType)` gives it (required ones marked). */
export interface ConsentOption {
  uniqueNumber: string
  displayName: string
  required: boolean
}

/** The ticked consents after one checkbox changed: `uniqueNumber` added when `checked`, else taken out. */
export function toggledConsents(accepted: readonly string[], uniqueNumber: string, checked: boolean): string[] {
  return checked ? [...accepted, uniqueNumber] : accepted.filter((number) => number !== uniqueNumber)
}

interface ConsentFieldsProps {
  idPrefix: string
  /** The form's consents; null when they could not be loaded, undefined while they load. */
  consents: readonly ConsentOption[] | null | undefined
  /** The unique numbers of the ticked consents. */
  accepted: readonly string[]
  /** The consents' message once the form was submitted (a required one not ticked). */
  error: string | undefined
  onToggle: (uniqueNumber: string, checked: boolean) => void
  /** The legend's look: a form's small label, or a checkout step's section heading. */
  legendClassName?: string
}

/**
 * A form's consent checkboxes (registration, checkout), required ones with an asterisk (storefront spec §2 and §4
 * "Consent flow"). Each posts as
 * `consents` with its unique number, so a form sent before the page's JavaScript ran carries the ticked ones.
 * Consents that could not be loaded ask for a reload (spec §8 "consent-not-loaded asks to reload the page").
 */
export function ConsentFields({ idPrefix, consents, accepted, error, onToggle, legendClassName = 'mb-1 text-sm font-bold text-ink-800' }: ConsentFieldsProps) {
  if (consents === undefined) {
    return (
      <p role="status" className="text-sm text-ink-500">
        <Trans>Učitavam privole…</Trans>
      </p>
    )
  }
  if (consents === null) {
    return (
      <div className="space-y-2">
        <p role="alert" className="text-sm font-semibold text-rose-600">
          <SdkText id={MESSAGE_KEYS.consentsNotLoaded} />
        </p>
        <button type="button" onClick={() => window.location.reload()} className="text-sm font-bold text-rose-600 underline-offset-2 hover:underline">
          <Trans>Osvježi stranicu</Trans>
        </button>
      </div>
    )
  }
  if (consents.length === 0) return null
  const errorId = `${idPrefix}-consents-error`
  return (
    <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className={legendClassName}>
        <Trans>Privole</Trans>
      </legend>
      {consents.map((consent) => {
        const id = `${idPrefix}-consent-${consent.uniqueNumber}`
        return (
          <div key={consent.uniqueNumber} className="flex items-start gap-3">
            <input
              id={id}
              type="checkbox"
              name="consents"
              value={consent.uniqueNumber}
              checked={accepted.includes(consent.uniqueNumber)}
              onChange={(event) => onToggle(consent.uniqueNumber, event.target.checked)}
              className="mt-1 size-4 accent-rose-500"
            />
            <label htmlFor={id} className="text-sm text-ink-800">
              {consent.required ? `${consent.displayName} *` : consent.displayName}
            </label>
          </div>
        )
      })}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-rose-600">
          {error}
        </p>
      )}
    </fieldset>
  )
}
