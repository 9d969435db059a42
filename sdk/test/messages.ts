import { accountMessages } from '../src/account/account.messages.catalog'
import type { Language } from '../src/language/language.constants'
import { sdkMessages } from '../src/messages/messages.catalog'

/** A message as people would read it (simple `{name}` substitution), for tests that assert the texts. */
export function formatSdkMessage(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const template = ({ ...sdkMessages[language], ...accountMessages[language] } as Record<string, string | undefined>)[key] ?? key
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}
