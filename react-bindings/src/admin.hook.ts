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
 * import { useAdminRight } from '@vitrina/react'
 *
 * function SaveConsents({ onSave }: { onSave: () => void }) {
 *   const mayEdit = useAdminRight('consents:write')
 *   return (
 *     <button disabled={!mayEdit} onClick={onSave}>
 *       Spremi
 *     </button>
 *   )
 * }
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
 * import { useConsentAdmin } from '@vitrina/react'
 * import { useEffect } from 'react'
 *
 * function ConsentAdmin() {
 *   const { state, consents } = useConsentAdmin()
 *   useEffect(() => void consents.load(), [consents])
 *   return state.status === 'ready' ? <p>{state.assignments.length} form types</p> : null
 * }
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
 * import { usePageTemplates } from '@vitrina/react'
 * import { useEffect } from 'react'
 *
 * function Templates() {
 *   const { state, templates } = usePageTemplates()
 *   useEffect(() => void templates.load(), [templates])
 *   return (
 *     <p>
 *       Page {state.page} of {state.totalPages}: {state.templates.length} templates
 *     </p>
 *   )
 * }
 * ```
 */
export function usePageTemplates(): UsePageTemplatesResult {
  const templates = createPageTemplatesService(useStorefront())
  return { state: useStore(templates.$state), templates }
}
