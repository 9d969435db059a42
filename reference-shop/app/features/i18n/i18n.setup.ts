import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { sdkMessages } from '@vitrina/sdk'
import { accountMessages } from '@vitrina/sdk/account'
import type { ShopLanguage } from '../routing/pages'

const compiledSdkMessages = new Map<ShopLanguage, Messages>()

/**
 * The SDK's notice and error texts (both entries: the storefront's and the account's) as Lingui messages, keyed
 * by the SDK's message key. This is the one way SDK keys become text in the shop: `i18n._(notice.key, notice.params)`.
 */
function sdkCatalog(language: ShopLanguage): Messages {
  let messages = compiledSdkMessages.get(language)
  if (!messages) {
    const texts: Record<string, string> = { ...sdkMessages[language], ...accountMessages[language] }
    messages = Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, compileMessage(text)]))
    compiledSdkMessages.set(language, messages)
  }
  return messages
}

/**
 * A Lingui instance for one language. Built per request on the server and per language in the browser:
 * activating a shared global instance would leak one request's language into another's render.
 */
export function createI18n(language: ShopLanguage, catalog: Messages): I18n {
  return setupI18n({ locale: language, messages: { [language]: { ...sdkCatalog(language), ...catalog } } })
}
