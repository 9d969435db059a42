import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useFetcher } from 'react-router'
import { showToast } from '../notices/notice-toaster'
import { adminText } from './admin-texts'
import type { CacheAdminData, CachePurgeAnswer } from './cache-admin.server'
import { formatBytes } from './cache-summary'
import { AdminTable } from './admin-table'

/**
 * `/admin/cache` (back-office spec §2, shown only with the Redis store): what the shop server caches, per kind of
 * data (count, size, languages) and entry by entry, and buttons that purge one kind or everything, for every shop
 * instance sharing the store. After a purge the route's data is loaded again, so the lists show what is left.
 */
export function CachePage({ view, mayPurge }: CacheAdminData) {
  const { t, i18n } = useLingui()
  const purger = useFetcher<CachePurgeAnswer>()
  const purging = purger.state !== 'idle'

  useEffect(() => {
    if (!purger.data) return
    const removed = purger.data.removed
    showToast({ level: 'success', text: t`Obrisano zapisa: ${removed}` })
  }, [purger.data, t])

  const purgeButton = (tag: string, label: string, name: string) => (
    <purger.Form method="post">
      <input type="hidden" name="tag" value={tag} />
      <button
        type="submit"
        disabled={!mayPurge || purging}
        aria-label={name}
        className="rounded-full border border-cream-200 px-4 py-1.5 font-bold text-ink-900 hover:bg-cream-100 disabled:opacity-50"
      >
        {label}
      </button>
    </purger.Form>
  )
  const { count, bytes } = view
  const size = formatBytes(bytes)
  return (
    <section aria-labelledby="admin-title" className="space-y-6 rounded-3xl border border-cream-200 bg-white p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="admin-title" className="text-2xl font-extrabold text-ink-900">
            <Trans>Predmemorija</Trans>
          </h1>
          <p className="mt-1 text-sm text-ink-600">
            <Trans>
              Zapisa: {count}, ukupno {size}. Dijele ih sve instance trgovine.
            </Trans>
          </p>
        </div>
        {purgeButton('', t`Očisti sve`, t`Očisti svu predmemoriju`)}
      </div>
      {!mayPurge && <p className="rounded-xl bg-cream-100 px-4 py-2 text-sm text-ink-800">{adminText(i18n, 'admin.missingRight', { right: 'cache:clear' })}</p>}
      <AdminTable>
        <caption className="sr-only">{t`Vrste podataka`}</caption>
        <thead className="text-ink-600">
          <tr>
            <th scope="col" className="py-2 pr-4">{t`Vrsta`}</th>
            <th scope="col" className="py-2 pr-4">{t`Zapisa`}</th>
            <th scope="col" className="py-2 pr-4">{t`Veličina`}</th>
            <th scope="col" className="py-2 pr-4">{t`Jezici`}</th>
            <th scope="col" className="py-2">
              <span className="sr-only">{t`Radnje`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {view.tags.map((summary) => (
            <tr key={summary.tag} className="border-t border-cream-200">
              <td className="py-2 pr-4 font-mono font-bold text-ink-900">{summary.tag}</td>
              <td className="py-2 pr-4">{summary.count}</td>
              <td className="py-2 pr-4">{formatBytes(summary.bytes)}</td>
              <td className="py-2 pr-4">{summary.languages.join(', ')}</td>
              <td className="py-2 text-right">{purgeButton(summary.tag, t`Očisti`, t`Očisti ${summary.tag}`)}</td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      {view.tags.length === 0 && <p className="text-ink-600">{t`Predmemorija je prazna.`}</p>}
      {view.entries.length > 0 && (
        <details>
          <summary className="cursor-pointer font-bold text-ink-900">{t`Zapisi`}</summary>
          <ul className="mt-2 space-y-1 font-mono text-xs text-ink-800">
            {view.entries.map((entry) => (
              <li key={entry.key}>
                {entry.label} · {formatBytes(entry.bytes)} · {new Date(entry.storedAt).toISOString()}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  )
}
