import { useLingui } from '@lingui/react'
import { type ReactNode, Suspense, use } from 'react'
import { isShopLanguage } from '../routing/pages'
import { type CatalogArea, hasCatalogArea, loadCatalogArea } from './catalogs'

/** A promise marked the way React marks one it has seen settle: `use` reads it without suspending. */
const LOADED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined })

/**
 * Renders its children once the page's catalog has an area's texts (catalogs.ts): around every page and modal of the
 * area, where something outside the area renders it (the routes, the login modal's links). Until the texts are in it
 * suspends, so a page hydrating keeps its server HTML, a client navigation keeps the page it leaves, and a modal shows
 * once they are in. The server's catalog has every area's texts, so its render never waits; a page of the area that
 * hydrates finds the chunk preloaded (entry.server.tsx, from the route's `handle`).
 *
 * A component of its own rather than a hook: React's `use` at the top of a page's component, before its own hooks,
 * lost the page's updates made while it renders (the profile's tabs).
 */
export function CatalogAreaTexts({ area, children }: { area: CatalogArea; children: ReactNode }): ReactNode {
  const { i18n } = useLingui()
  const language = isShopLanguage(i18n.locale) ? i18n.locale : 'hr'
  use(hasCatalogArea(area, language) ? LOADED : loadCatalogArea(area, language))
  return children
}

/** What a route module of an area exports as its `handle`: the server preloads the area's chunk with the page's. */
export interface CatalogAreaHandle {
  catalogArea: CatalogArea
}

/** The catalog areas of a page, from its matched routes' `handle`s: the server preloads their chunks with the page's. */
export function pageCatalogAreas(matches: readonly { handle?: unknown }[]): CatalogArea[] {
  const named = matches.map((match) => (match.handle as Partial<CatalogAreaHandle> | undefined)?.catalogArea)
  return [...new Set(named.filter((area) => area !== undefined))]
}

interface SdkTextProps {
  /** An SDK message key (an error's or an issue's `messageKey`, a `MESSAGE_KEYS` entry). */
  id: string
  /** Its placeholders' values (`messageParams`, an issue's `params`). */
  values?: Record<string, unknown> | undefined
}

/**
 * The text of an SDK message key where a component shows one (a form's error), from the account area's catalog
 * (catalogs.ts): in a boundary of its own, it shows once the area's texts are in. A page the server rendered with
 * the text keeps it while they load, and the rest of the page hydrates meanwhile.
 */
export function SdkText({ id, values }: SdkTextProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <CatalogAreaTexts area="account">
        <Translated id={id} values={values} />
      </CatalogAreaTexts>
    </Suspense>
  )
}

function Translated({ id, values }: SdkTextProps): ReactNode {
  const { i18n } = useLingui()
  return i18n._(id, values)
}
