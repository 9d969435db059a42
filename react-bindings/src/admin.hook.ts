import { useStore } from '@nanostores/react'
import {
  type AdminRight,
  canAdmin,
  type ConsentAdminService,
  type ConsentAdminState,
  createConsentAdminService,
  createPageTemplatesService,
  type PageTemplatesService,
  type PageTemplatesState,
} from '@vitrina/sdk/admin'
import { useStorefront } from './storefront.context'

/**
 * Whether the logged-in user may use the part of the admin area that `right` guards (`canAdmin` of
 * `@vitrina/sdk/admin`); re-renders when the user changes.
 *
 * @example
 * ```tsx
 * const mayEdit = useAdminRight('consents:write')
 * <button disabled={!mayEdit}>Spremi</button>
 * ```
 */
export function useAdminRight(right: AdminRight): boolean {
  return canAdmin(useStore(useStorefront().auth.$user), right)
}

/** What {@link useConsentAdmin} returns: the consent administration's state and its service. */
export interface UseConsentAdminResult {
  /** The form types with their consents, every web consent, and where loading stands. */
  state: ConsentAdminState
  /** The service itself (`load`, `save`), one per instance. */
  consents: ConsentAdminService
}

/**
 * Subscribes to the consent administration (the service of `createConsentAdminService` from `@vitrina/sdk/admin`,
 * one per instance) for the admin screens of `/admin/consent`.
 *
 * @example
 * ```tsx
 * const { state, consents } = useConsentAdmin()
 * useEffect(() => void consents.load(), [consents])
 * ```
 */
export function useConsentAdmin(): UseConsentAdminResult {
  const consents = createConsentAdminService(useStorefront())
  return { state: useStore(consents.$state), consents }
}

/** What {@link usePageTemplates} returns: the page templates' list and its service. */
export interface UsePageTemplatesResult {
  /** The templates of the page last loaded and where loading stands. */
  state: PageTemplatesState
  /** The service itself (`load`, `create`, `remove`), one per instance. */
  templates: PageTemplatesService
}

/**
 * Subscribes to the page templates (the service of `createPageTemplatesService` from `@vitrina/sdk/admin`, one per
 * instance) for the admin screen of `/admin/templates`.
 *
 * @example
 * ```tsx
 * const { state, templates } = usePageTemplates()
 * useEffect(() => void templates.load(), [templates])
 * ```
 */
export function usePageTemplates(): UsePageTemplatesResult {
  const templates = createPageTemplatesService(useStorefront())
  return { state: useStore(templates.$state), templates }
}
