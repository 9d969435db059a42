import { createConsentsService } from '@vitrina/sdk'
import type { Consent } from '@vitrina/sdk'
import { requestStorefront, type LoaderInput } from '../storefront/storefront.server'

/**
 * The Register consents for the registration page, loaded on the server so that the form shows them in the first
 * render (and a form sent before the page's JavaScript ran carries them). Null when they could not be loaded: the
 * page then asks to reload it, since "consents must be loaded before submit" (storefront spec §4).
 */
export async function loadRegisterConsents({ request, context }: LoaderInput): Promise<Consent[] | null> {
  const loaded = await createConsentsService(requestStorefront(request, context).shop).load('Register')
  return loaded.ok ? loaded.data : null
}
