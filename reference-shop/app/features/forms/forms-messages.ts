import type { I18n } from '@lingui/core'
import { formsMessages } from '@vitrina/sdk/forms'
import type { ShopLanguage } from '../routing/pages'

// The SDK's forms texts are not in the page catalogs (every page would download them): the forms' chunks add them to
// the page's Lingui instance when they load. They hold plain `{name}` placeholders only, so this turns them into
// Lingui's compiled form (['Najviše ', ['max'], ' datoteka.']) without shipping an ICU compiler to the browser.
function compiled(text: string): string | (string | [string])[] {
  const parts = text.split(/\{(\w+)\}/)
  if (parts.length === 1) return text
  return parts.map((part, index) => (index % 2 === 1 ? ([part] as [string]) : part)).filter((part) => part !== '')
}

const added = new WeakMap<I18n, Set<string>>()

/** Adds the forms texts of `language` to `i18n` once (the SDK's notices and field issues of the forms). */
export function addFormsMessages(i18n: I18n, language: ShopLanguage): void {
  const done = added.get(i18n) ?? new Set<string>()
  if (done.has(language)) return
  done.add(language)
  added.set(i18n, done)
  i18n.load(language, Object.fromEntries(Object.entries(formsMessages[language]).map(([key, text]) => [key, compiled(text)])) as never)
}
