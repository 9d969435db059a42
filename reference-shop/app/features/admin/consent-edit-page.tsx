import { Trans, useLingui } from '@lingui/react/macro'
import type { ConsentFormType } from '@vitrina/sdk'
import { consentDraftProblem, type ConsentAssignmentDetails, type ConsentAssignmentDraft, draftOf } from '@vitrina/sdk/admin'
import { type FormEvent, useEffect, useState } from 'react'
import { Link, useFetcher, useLocation } from 'react-router'
import { showToast } from '../notices/notice-toaster'
import { adminLanguageOf, adminPath } from './admin-paths'
import { adminText } from './admin-texts'
import type { ConsentAdminData, ConsentSaveAnswer } from './consent-admin.server'
import { useFormTypeName } from './form-type-names'
import { AdminTable } from './admin-table'

/** The draft with a consent shown or not; a newly shown one goes last, a hidden one stops being required too. */
function toggled(draft: ConsentAssignmentDraft, uniqueNumber: string, shown: boolean): ConsentAssignmentDraft {
  if (shown) return { ...draft, consents: draft.consents.includes(uniqueNumber) ? draft.consents : [...draft.consents, uniqueNumber] }
  return { consents: draft.consents.filter((item) => item !== uniqueNumber), requiredConsents: draft.requiredConsents.filter((item) => item !== uniqueNumber) }
}

/** The draft with a consent marked required or not. */
function toggledRequired(draft: ConsentAssignmentDraft, uniqueNumber: string, required: boolean): ConsentAssignmentDraft {
  return { ...draft, requiredConsents: required ? [...draft.requiredConsents, uniqueNumber] : draft.requiredConsents.filter((item) => item !== uniqueNumber) }
}

/**
 * `/admin/consent/{slug}` (back-office spec §2, §4 "Consent administration flow"): which consents a form type shows
 * and which of them are required. The admin's own checks run before anything is sent (the SDK's consentDraftProblem);
 * the save goes to the route's action, which saves with the SDK on the server and purges the shop's cached consents,
 * so the storefront's forms follow at once.
 */
export function ConsentEditPage({ data, assignment }: { data: ConsentAdminData; assignment: ConsentAssignmentDetails }) {
  const { t, i18n } = useLingui()
  const language = adminLanguageOf(useLocation().pathname)
  const nameOf = useFormTypeName()
  const fetcher = useFetcher<ConsentSaveAnswer>()
  const [draft, setDraft] = useState<ConsentAssignmentDraft>(() => draftOf(assignment))
  const [problem, setProblem] = useState<string | null>(null)
  const saving = fetcher.state !== 'idle'

  useEffect(() => {
    const answer = fetcher.data
    if (!answer) return
    const text = adminText(i18n, answer.messageKey, answer.params)
    showToast({ level: answer.ok ? 'success' : 'error', text })
    setProblem(answer.ok ? null : text)
  }, [fetcher.data, i18n])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = consentDraftProblem({ ...data.state, error: null }, assignment.formType, draft)
    if (found) {
      const text = adminText(i18n, found.messageKey, found.params)
      setProblem(text)
      return void showToast({ level: 'error', text })
    }
    setProblem(null)
    const form = new FormData()
    form.set('formType', assignment.formType)
    for (const uniqueNumber of draft.consents) form.append('consents', uniqueNumber)
    for (const uniqueNumber of draft.requiredConsents) form.append('requiredConsents', uniqueNumber)
    void fetcher.submit(form, { method: 'post' })
  }

  const formName = nameOf(assignment.formType as ConsentFormType)
  return (
    <section aria-labelledby="admin-title" className="rounded-3xl border border-cream-200 bg-white p-6">
      <Link to={adminPath(language, 'consent')} className="text-sm font-bold text-rose-600 hover:underline">
        <Trans>Sve privole</Trans>
      </Link>
      <h1 id="admin-title" className="mt-2 text-2xl font-extrabold text-ink-900">
        <Trans>Privole obrasca: {formName}</Trans>
      </h1>
      {!data.mayEdit && (
        <p className="mt-2 rounded-xl bg-cream-100 px-4 py-2 text-sm text-ink-800">{adminText(i18n, 'admin.missingRight', { right: 'consents:write' })}</p>
      )}
      <form method="post" onSubmit={submit} className="mt-6 space-y-6" aria-busy={saving}>
        <input type="hidden" name="formType" value={assignment.formType} />
        <AdminTable>
          <thead className="text-ink-600">
            <tr>
              <th scope="col" className="py-2 pr-4">{t`Privola`}</th>
              <th scope="col" className="py-2 pr-4">{t`Prikazana`}</th>
              <th scope="col" className="py-2">{t`Obavezna`}</th>
            </tr>
          </thead>
          <tbody>
            {data.state.consents.map((consent) => {
              const shown = draft.consents.includes(consent.uniqueNumber)
              const required = draft.requiredConsents.includes(consent.uniqueNumber)
              return (
                <tr key={consent.uniqueNumber} className="border-t border-cream-200">
                  <td className="py-3 pr-4 text-ink-900">
                    {consent.displayName}
                    {required ? ' *' : ''}
                  </td>
                  <td className="py-3 pr-4">
                    <input
                      type="checkbox"
                      name="consents"
                      value={consent.uniqueNumber}
                      checked={shown}
                      disabled={!data.mayEdit}
                      aria-label={t`Prikazana: ${consent.displayName}`}
                      onChange={(event) => setDraft((current) => toggled(current, consent.uniqueNumber, event.target.checked))}
                      className="size-5 accent-rose-500"
                    />
                  </td>
                  <td className="py-3">
                    <input
                      type="checkbox"
                      name="requiredConsents"
                      value={consent.uniqueNumber}
                      checked={required}
                      disabled={!data.mayEdit}
                      aria-label={t`Obavezna: ${consent.displayName}`}
                      onChange={(event) => setDraft((current) => toggledRequired(current, consent.uniqueNumber, event.target.checked))}
                      className="size-5 accent-rose-500"
                    />
                  </td>
                </tr>
              )
            })}
          </tbody>
        </AdminTable>
        {problem && (
          <p role="alert" className="text-sm font-bold text-rose-600">
            {problem}
          </p>
        )}
        <button
          type="submit"
          disabled={!data.mayEdit || saving}
          className="rounded-full bg-rose-500 px-6 py-3 font-bold text-white hover:bg-rose-600 disabled:opacity-50"
        >
          <Trans>Spremi</Trans>
        </button>
      </form>
    </section>
  )
}
