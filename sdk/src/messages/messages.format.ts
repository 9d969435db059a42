import type { Language } from '../language/language.constants'
import { sdkMessages } from './messages.catalog'

/**
 * The SDK's own rendering of a message: simple `{name}` substitution, enough to measure a text's length.
 * Apps render keys with their i18n library; this never reaches people directly.
 */
export function formatSdkMessage(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const template = (sdkMessages[language] as Record<string, string | undefined>)[key] ?? key
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}
