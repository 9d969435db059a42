import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { PanelTitle } from './account-menu'
import { OverviewDetails } from './overview-details'
import { useOverviewData } from './overview-data'
import { ProfileEditForm } from './profile-edit-form'
import { LoadFailure, LoadingNote } from './profile-load-state'

/**
 * 'Pregled računa' (storefront spec §2): the read-only profile with 'Uredi', which opens the edit form in its
 * place. The form closes with the panel when another tab opens (spec: changing tab "closes the edit form").
 */
export function OverviewTab() {
  const { t } = useLingui()
  const { profile, countries, status, retry } = useOverviewData()
  const [editing, setEditing] = useState(false)
  const ready = status === 'ready' && profile !== null

  return (
    <>
      <PanelTitle
        action={
          ready &&
          !editing && (
            <button
              type="button"
              onClick={() => setEditing(true)}
              className="rounded-full border-2 border-rose-600 px-5 py-1.5 text-sm font-bold text-rose-600 hover:bg-rose-100"
            >
              <Trans>Uredi</Trans>
            </button>
          )
        }
      >
        <Trans>Pregled računa</Trans>
      </PanelTitle>
      {status === 'failed' ? (
        <LoadFailure message={t`Podatke računa nije moguće učitati.`} onRetry={retry} />
      ) : !ready ? (
        <LoadingNote />
      ) : editing ? (
        <ProfileEditForm profile={profile} countries={countries} onClose={() => setEditing(false)} />
      ) : (
        <OverviewDetails profile={profile} countries={countries} />
      )}
    </>
  )
}
