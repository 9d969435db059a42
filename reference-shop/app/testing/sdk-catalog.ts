import type { Messages } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { sdkMessages } from '@vitrina/sdk/messages'
import { accountMessages } from '@vitrina/sdk/account'

/**
 * The SDK's texts of a language compiled at run time, for component tests (the build compiles them ahead into
 * app/locales/{language}/sdk.ts, see scripts/compile-sdk-catalogs.mjs), so a test reads the notices a shopper sees.
 */
export function sdkTestCatalog(language: keyof typeof sdkMessages = 'hr'): Messages {
  const texts: Record<string, string> = { ...sdkMessages[language], ...accountMessages[language] }
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, compileMessage(text)]))
}
