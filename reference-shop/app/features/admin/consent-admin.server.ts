import type { ConsentAdminState } from '@vitrina/sdk/admin'
import { canAdmin, createConsentAdminService } from '@vitrina/sdk/admin'
import { data } from 'react-router'
import type { LoaderInput } from '../storefront/storefront.server'
import { purgeConsentCaches } from './admin-cache.server'
import { requireAdmin } from './admin.guard.server'

/** What the consent screens render: every form type with its consents, and whether the editor may change them. */
export interface ConsentAdminData {
  state: Omit<ConsentAdminState, 'error'> & { error: null }
  mayEdit: boolean
}

/** The answer of a save, for the screen's toast and its form. */
export interface ConsentSaveAnswer {
  ok: boolean
  messageKey: string
  params?: Readonly<Record<string, string | number>>
}

/** Loads the consent administration with the request's SDK instance (back-office spec §4 "Consent administration flow"). */
export async function loadConsentAdmin(input: LoaderInput) {
  const admin = await requireAdmin(input)
  const loaded = await createConsentAdminService(admin.storefront.shop).load()
  // The backend's failure is the page's error (the language layout's boundary shows it), not an empty screen.
  if (!loaded.ok)
    throw data(
      { messageKey: loaded.error.messageKey },
      { status: loaded.error.status >= 500 || loaded.error.status === 0 ? 503 : loaded.error.status, headers: admin.headers },
    )
  const result: ConsentAdminData = { state: { ...loaded.data, error: null }, mayEdit: canAdmin(admin.user, 'consents:write') }
  return data(result, { headers: admin.headers })
}

/**
 * Saves a form type's consents from the posted form (`formType`, `consents`, `requiredConsents`, unique numbers) with
 * the SDK's consent administration, which checks the draft and the right itself; then purges the shop's cached
 * consents and anonymous pages, so the storefront's forms follow at once. A refusal answers 200 with its message:
 * the screen shows it (a 4xx would read as a broken request in the browser).
 */
export async function saveConsentAdmin(input: LoaderInput) {
  const admin = await requireAdmin(input)
  const form = await input.request.formData()
  const formType = String(form.get('formType') ?? '')
  const draft = { consents: form.getAll('consents').map(String), requiredConsents: form.getAll('requiredConsents').map(String) }
  const consents = createConsentAdminService(admin.storefront.shop)
  const loaded = await consents.load()
  const saved = loaded.ok ? await consents.save(formType, draft) : loaded
  const answer: ConsentSaveAnswer = saved.ok
    ? { ok: true, messageKey: 'admin.consents.saved' }
    : { ok: false, messageKey: saved.error.messageKey, ...(saved.error.messageParams ? { params: saved.error.messageParams } : {}) }
  if (saved.ok) await purgeConsentCaches()
  return data(answer, { headers: admin.headers })
}
