import { useStorefront } from '@vitrina/react'
import type { Consent, ConsentFormType } from '@vitrina/sdk'
import { createConsentsService } from '@vitrina/sdk'
import { useEffect, useState } from 'react'

/** A form's consents: the list, null when they could not be loaded, undefined while they load. */
export type FormConsents = readonly Consent[] | null | undefined

/**
 * The consents of a form type (storefront spec §4 "Consent flow": assignments, then details, required ones marked).
 * A page hands in what its loader loaded on the server; otherwise they load in the browser when the form shows.
 */
export function useFormConsents(formType: ConsentFormType, loaded?: readonly Consent[] | null): FormConsents {
  const shop = useStorefront()
  const [consents, setConsents] = useState<FormConsents>(loaded)

  useEffect(() => {
    if (loaded !== undefined) return
    const controller = new AbortController()
    void createConsentsService(shop)
      .load(formType, { signal: controller.signal })
      .then((result) => {
        if (!controller.signal.aborted) setConsents(result.ok ? result.data : null)
      })
    return () => controller.abort()
  }, [shop, formType, loaded])

  return consents
}
