import type { Language } from '../language/language.constants'
import { de } from './messages.de'
import { en } from './messages.en'
import { hr } from './messages.hr'
import type { MessageCatalog } from './messages.keys'
import { sl } from './messages.sl'

/**
 * The texts of every message key the SDK emits, per language, as plain ICU message strings
 * (placeholders such as `{length}`), ready to merge into an app's own catalogs.
 */
export const sdkMessages: Readonly<Record<Language, MessageCatalog>> = /* @__PURE__ */ Object.freeze({ hr, sl, en, de })
