import { Trans, useLingui } from '@lingui/react/macro'
import type { ConsentFormType } from '@vitrina/sdk'
import { Link, useLocation } from 'react-router'
import { adminLanguageOf, adminPath } from './admin-paths'
import type { ConsentAdminData } from './consent-admin.server'
import { useFormTypeName } from './form-type-names'
import { AdminTable } from './admin-table'

/**
 * `/admin/consent` (back-office spec §2 "list of consent assignments"): every form type with the consents it shows,
 * the required ones starred, each a link to its own screen.
 */
export function ConsentListPage({ state }: ConsentAdminData) {
  const { t } = useLingui()
  const language = adminLanguageOf(useLocation().pathname)
  const nameOf = useFormTypeName()
  return (
    <section aria-labelledby="admin-title" className="rounded-3xl border border-cream-200 bg-white p-6">
      <h1 id="admin-title" className="text-2xl font-extrabold text-ink-900">
        <Trans>Privole</Trans>
      </h1>
      <p className="mt-1 text-sm text-ink-600">
        <Trans>Koje privole prikazuje koji obrazac. Obavezne su označene zvjezdicom.</Trans>
      </p>
      <AdminTable className="mt-6">
        <thead className="text-ink-600">
          <tr>
            <th scope="col" className="py-2 pr-4">{t`Obrazac`}</th>
            <th scope="col" className="py-2">{t`Privole`}</th>
          </tr>
        </thead>
        <tbody>
          {state.assignments.map((assignment) => (
            <tr key={assignment.formType} className="border-t border-cream-200 align-top">
              <td className="py-3 pr-4">
                <Link to={adminPath(language, 'consent', assignment.slug)} className="font-bold text-rose-600 underline-offset-2 hover:underline">
                  {nameOf(assignment.formType as ConsentFormType)}
                </Link>
              </td>
              <td className="py-3 text-ink-800">
                {assignment.consents.length === 0 ? (
                  <span className="text-ink-600">{t`Bez privola`}</span>
                ) : (
                  <ul className="space-y-1">
                    {assignment.consents.map((consent) => (
                      <li key={consent.uniqueNumber}>
                        {consent.displayName}
                        {consent.required ? ' *' : ''}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </section>
  )
}
