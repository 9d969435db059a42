import { createConsentsService, type ConsentsService } from '@vitrina/sdk'
import { useStorefront } from './storefront.context'

/**
 * Hands through the instance's consents service (`createConsentsService`, one per instance): the consents of a form
 * type in the assignment's order, and the log of the ones a shopper accepted. It has no stores; a form keeps the list.
 *
 * @example
 * ```tsx
 * import { useConsents } from '@vitrina/react'
 * import type { Consent } from '@vitrina/sdk'
 * import { useEffect, useState } from 'react'
 *
 * function RegistrationConsents() {
 *   const consents = useConsents()
 *   const [list, setList] = useState<Consent[]>([])
 *   useEffect(() => void consents.load('Register').then((result) => result.ok && setList(result.data)), [consents])
 *   return list.map((consent) => <label key={consent.id}>{consent.displayName}</label>)
 * }
 * ```
 */
export function useConsents(): ConsentsService {
  return createConsentsService(useStorefront())
}
