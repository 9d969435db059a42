import type { I18n, Messages } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { createElement, type ComponentType } from 'react'
import { isShopLanguage } from '../routing/pages'

// Edit mode's compiled catalogs (lingui.config.ts: app/features/edit-mode), the four languages in edit mode's own lazy
// module: only a back-office user's page in edit mode loads them, and they are at hand at once for the server render
// and for the hydration of the same page. A shopper's catalog carries none of these texts.
const catalogs = import.meta.glob<Messages>('../../locales/*/edit-mode.ts', { eager: true, import: 'messages' })

/**
 * Adds edit mode's texts in the page's language to the page's catalog, once. They go into the catalog object itself
 * rather than through `i18n.load`, whose change event would re-render the whole tree from inside a render.
 */
export function addEditModeTexts(i18n: I18n): void {
  const language = isShopLanguage(i18n.locale) ? i18n.locale : 'hr'
  const texts = catalogs[`../../locales/${language}/edit-mode.ts`]
  if (!texts) throw new Error(`No compiled edit-mode catalog for "${language}": run \`lingui compile --typescript\` (part of \`npm run build\`).`)
  const catalog = i18n.messages
  const first = Object.keys(texts)[0]
  if (first !== undefined && !(first in catalog)) Object.assign(catalog, texts)
}

/** `Component` with edit mode's texts added to the page's catalog before it renders (what lazyEditModeTool gives). */
export function withEditModeTexts<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function WithEditModeTexts(props: Props) {
    addEditModeTexts(useLingui().i18n)
    return createElement(Component, props)
  }
  WithEditModeTexts.displayName = `WithEditModeTexts(${Component.displayName ?? Component.name})`
  return WithEditModeTexts
}
