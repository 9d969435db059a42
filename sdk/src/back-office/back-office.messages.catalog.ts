import type { Language } from '../language/language.constants'
import { de } from './back-office.messages.de'
import { en } from './back-office.messages.en'
import { hr } from './back-office.messages.hr'
import type { BackOfficeMessageCatalog } from './back-office.messages.keys'
import { sl } from './back-office.messages.sl'

/**
 * The texts of every message key `@vitrina/sdk/back-office` emits, per language, as plain ICU message strings; merge
 * them into an app's catalogs beside `sdkMessages` (loaded only where the back-office is).
 */
export const backOfficeMessages: Readonly<Record<Language, BackOfficeMessageCatalog>> = /* @__PURE__ */ Object.freeze({ hr, sl, en, de })
