import { createConsentsService, type ConsentsService } from '@vitrina/sdk'
import { useStorefront } from './storefront.context'

/**
 * Hands through the instance's consents service (`createConsentsService`, one per instance): the consents of a form
 * type in the assignment's order, and the log of the ones a shopper accepted. It has no stores; a form keeps the list.
 *
 * @example
 * ```tsx
 * const consents = useConsents()
 * useEffect(() => void consents.load('registration').then((result) => result.ok && setList(result.data)), [consents])
 * ```
 */
export function useConsents(): ConsentsService {
  return createConsentsService(useStorefront())
}
