import type { Language } from '../language/language.constants'
import { de } from './admin.messages.de'
import { en } from './admin.messages.en'
import { hr } from './admin.messages.hr'
import type { AdminMessageCatalog } from './admin.messages.keys'
import { sl } from './admin.messages.sl'

/**
 * The texts of every message key `@vitrina/sdk/admin` uses, per language, as plain ICU message strings; merge them
 * into an app's catalogs beside `sdkMessages` (loaded only where the admin area is).
 */
export const adminMessages: Readonly<Record<Language, AdminMessageCatalog>> = /* @__PURE__ */ Object.freeze({ hr, sl, en, de })
