import type { Language } from '../language/language.constants'
import { de } from './account.messages.de'
import { en } from './account.messages.en'
import { hr } from './account.messages.hr'
import type { AccountMessageCatalog } from './account.messages.keys'
import { sl } from './account.messages.sl'

/**
 * The texts of every message key `@vitrina/sdk/account` emits, per language, as plain ICU message strings; merge
 * them into an app's catalogs beside `sdkMessages`.
 */
export const accountMessages: Readonly<Record<Language, AccountMessageCatalog>> = /* @__PURE__ */ Object.freeze({ hr, sl, en, de })
