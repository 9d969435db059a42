import { createConsentsService } from '@vitrina/sdk'
import { useStorefront } from '@vitrina/react'
import type { Consent } from '@vitrina/sdk'
import { useEffect, useState } from 'react'

/** The registration's consents: the list, null when they could not be loaded, undefined while they load. */
export type RegisterConsents = readonly Consent[] | null | undefined

/**
 * The Register consents (storefront spec §4 "Consent flow": assignments, then details, required ones marked). The
 * page hands in what its loader loaded on the server; the modal loads them in the browser when it opens.
 */
export function useRegisterConsents(loaded?: readonly Consent[] | null): RegisterConsents {
  const shop = useStorefront()
  const [consents, setConsents] = useState<RegisterConsents>(loaded)

  useEffect(() => {
    if (loaded !== undefined) return
    const controller = new AbortController()
    void createConsentsService(shop).load('Register', { signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted) setConsents(result.ok ? result.data : null)
    })
    return () => controller.abort()
  }, [shop, loaded])

  return consents
}
