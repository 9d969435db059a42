import type { Language } from '../language/language.constants'
import { de } from './forms.messages.de'
import { en } from './forms.messages.en'
import { hr } from './forms.messages.hr'
import type { FormsMessageCatalog } from './forms.messages.keys'
import { sl } from './forms.messages.sl'

/**
 * The texts of every message key `@vitrina/sdk/forms` emits, per language, as plain ICU message strings; merge them
 * into an app's catalogs beside `sdkMessages`.
 */
export const formsMessages: Readonly<Record<Language, FormsMessageCatalog>> = /* @__PURE__ */ Object.freeze({ hr, sl, en, de })
