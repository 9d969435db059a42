import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { showToast } from '../notices/notice-toaster'
import { adminText } from './admin-texts'
import type { TemplatesAnswer, TemplatesData } from './templates.server'
import { AdminTable } from './admin-table'

/**
 * `/admin/templates` (back-office spec §2 "page templates"): the post types with how many pages use each, a form that
 * makes one (the slug rules of §5: 'Slug je kratak (minimum 4 znaka)!', 'Slug nije u dobrom formatu!', checked by the
 * SDK before anything is sent), and a delete button per template. Both post to the route's action.
 */
export function TemplatesPage({ templates, total, mayEdit }: TemplatesData) {
  const { t, i18n } = useLingui()
  const creator = useFetcher<TemplatesAnswer>()
  const deleter = useFetcher<TemplatesAnswer>()
  const formRef = useRef<HTMLFormElement>(null)
  const created = creator.data
  const slugError = created && !created.ok && created.field === 'slug' ? adminText(i18n, created.messageKey, created.params) : null
  const otherError = created && !created.ok && created.field !== 'slug' ? adminText(i18n, created.messageKey, created.params) : null

  useEffect(() => {
    if (!created) return
    if (created.ok) formRef.current?.reset()
    showToast({ level: created.ok ? 'success' : 'error', text: adminText(i18n, created.messageKey, created.params) })
  }, [created, i18n])
  useEffect(() => {
    const deleted = deleter.data
    if (deleted) showToast({ level: deleted.ok ? 'success' : 'error', text: adminText(i18n, deleted.messageKey, deleted.params) })
  }, [deleter.data, i18n])

  return (
    <section aria-labelledby="admin-title" className="space-y-6 rounded-3xl border border-cream-200 bg-white p-6">
      <div>
        <h1 id="admin-title" className="text-2xl font-extrabold text-ink-900">
          <Trans>Predlošci stranica</Trans>
        </h1>
        <p className="mt-1 text-sm text-ink-600">
          <Trans>Predložaka: {total}</Trans>
        </p>
      </div>
      {mayEdit ? (
        <creator.Form
          ref={formRef}
          method="post"
          noValidate
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          aria-busy={creator.state !== 'idle'}
        >
          <input type="hidden" name="intent" value="create" />
          <label className="block text-sm font-bold text-ink-800">
            <Trans>Naziv</Trans>
            <input name="name" required maxLength={100} className="mt-1 w-full rounded-2xl border border-cream-200 px-4 py-2 font-normal" />
          </label>
          <label className="block text-sm font-bold text-ink-800">
            <Trans>Slug</Trans>
            <input
              name="slug"
              required
              aria-invalid={slugError ? true : undefined}
              aria-describedby={slugError ? 'template-slug-error' : undefined}
              className="mt-1 w-full rounded-2xl border border-cream-200 px-4 py-2 font-normal aria-invalid:border-rose-500"
            />
          </label>
          <button
            type="submit"
            disabled={creator.state !== 'idle'}
            className="rounded-full bg-rose-500 px-6 py-2.5 font-bold text-white hover:bg-rose-600 disabled:opacity-50"
          >
            <Trans>Izradi predložak</Trans>
          </button>
          {slugError && (
            <p id="template-slug-error" role="alert" className="text-sm font-bold text-rose-600 sm:col-span-3">
              {slugError}
            </p>
          )}
          {otherError && (
            <p role="alert" className="text-sm font-bold text-rose-600 sm:col-span-3">
              {otherError}
            </p>
          )}
        </creator.Form>
      ) : (
        <p className="rounded-xl bg-cream-100 px-4 py-2 text-sm text-ink-800">{adminText(i18n, 'admin.missingRight', { right: 'cms:write' })}</p>
      )}
      <AdminTable>
        <thead className="text-ink-600">
          <tr>
            <th scope="col" className="py-2 pr-4">{t`Naziv`}</th>
            <th scope="col" className="py-2 pr-4">{t`Slug`}</th>
            <th scope="col" className="py-2 pr-4">{t`Stranica`}</th>
            <th scope="col" className="py-2">
              <span className="sr-only">{t`Radnje`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {templates.map((template) => (
            <tr key={template.id} className="border-t border-cream-200">
              <td className="py-3 pr-4 font-bold text-ink-900">{template.name}</td>
              <td className="py-3 pr-4 font-mono text-ink-800">{template.slug}</td>
              <td className="py-3 pr-4 text-ink-800">{template.postCount}</td>
              <td className="py-3 text-right">
                {mayEdit && (
                  <deleter.Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={String(template.id)} />
                    <button
                      type="submit"
                      disabled={deleter.state !== 'idle'}
                      aria-label={t`Obriši predložak ${template.name}`}
                      className="rounded-full border border-cream-200 px-4 py-1.5 font-bold text-ink-900 hover:bg-cream-100 disabled:opacity-50"
                    >
                      <Trans>Obriši</Trans>
                    </button>
                  </deleter.Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </section>
  )
}
