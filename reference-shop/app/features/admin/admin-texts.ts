import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AdminMessageKey } from '@vitrina/sdk/admin'

// The texts of @vitrina/sdk/admin's message keys, in the shop's own catalogs under the keys themselves (the SDK ships
// them in four languages too, for other UIs): one place, which the admin screens read through adminText.
const ADMIN_TEXTS: Record<AdminMessageKey, MessageDescriptor> = {
  'admin.missingRight': msg({ id: 'admin.missingRight', message: 'Za ovo vam nedostaje ovlast {right}.' }),
  'admin.consents.unknownFormType': msg({ id: 'admin.consents.unknownFormType', message: 'Nepoznata vrsta obrasca.' }),
  'admin.consents.unknownConsent': msg({ id: 'admin.consents.unknownConsent', message: 'Odabrana privola ne postoji. Osvježite stranicu.' }),
  'admin.consents.requiredNotChosen': msg({ id: 'admin.consents.requiredNotChosen', message: 'Obavezna privola mora biti i odabrana.' }),
  'admin.consents.noChange': msg({ id: 'admin.consents.noChange', message: 'Nema promjena za spremanje.' }),
  'admin.consents.notLoaded': msg({ id: 'admin.consents.notLoaded', message: 'Privole nisu učitane. Osvježite stranicu.' }),
  'admin.consents.saved': msg({ id: 'admin.consents.saved', message: 'Privole su spremljene.' }),
  'admin.templates.created': msg({ id: 'admin.templates.created', message: 'Predložak je izrađen.' }),
  'admin.templates.deleted': msg({ id: 'admin.templates.deleted', message: 'Predložak je obrisan.' }),
}

/**
 * The text of a message key in the page's language: an admin key from the table above, any other (the SDK's
 * validation and error keys, which the page's catalog has) through the catalog itself.
 */
export function adminText(i18n: I18n, key: string, params?: Readonly<Record<string, string | number>>): string {
  const descriptor = ADMIN_TEXTS[key as AdminMessageKey]
  if (!descriptor) return i18n._(key, params)
  // The descriptor's own message is there outside production builds (tests), where the catalog may lack the key.
  const withValues: MessageDescriptor = { id: descriptor.id, message: descriptor.message, values: params }
  return i18n._(withValues)
}
