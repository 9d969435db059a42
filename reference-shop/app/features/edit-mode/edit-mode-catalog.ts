import type { I18n, Messages } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { createElement, type ComponentType } from 'react'
import { addCatalogTexts } from '../i18n/catalog-texts'

// Edit mode's compiled catalogs (lingui.config.ts: app/features/edit-mode), the four languages in edit mode's own lazy
// module: only a back-office user's page in edit mode loads them, and they are at hand at once for the server render
// and for the hydration of the same page. A shopper's catalog carries none of these texts.
const catalogs = import.meta.glob<Messages>('../../locales/*/edit-mode.ts', { eager: true, import: 'messages' })

/** Adds edit mode's texts in the page's language to the page's catalog, once (see addCatalogTexts). */
export function addEditModeTexts(i18n: I18n): void {
  addCatalogTexts(i18n, catalogs, 'edit-mode')
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
