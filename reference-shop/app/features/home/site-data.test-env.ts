import { act } from '@testing-library/react'
import { type CmsElement, createSiteService, type SiteSnapshot, type Storefront } from '@vitrina/sdk'

/** A layout element in the contract's shape, with the editor's `meta`. */
export function cmsElement(handler: string, meta: Record<string, unknown>): CmsElement {
  return { id: handler.length, handler, type: 'static-element', meta }
}

/** The footer element with the seeded contacts. */
export const FOOTER_ELEMENT = cmsElement('footer-section', {
  contact: { phone: '+385 1 4000 100', email: 'info@vitrina.test', address: 'Ilica 45, 10000 Zagreb' },
})

/** Puts layout data (elements, navigation trees) into a rendered shop's site stores, as the server's snapshot would. */
export function hydrateSite(shop: Storefront, site: Partial<Pick<SiteSnapshot, 'elements' | 'navigation'>>): void {
  createSiteService(shop)
  const snapshot = shop.dehydrate()
  act(() => shop.hydrate({ ...snapshot, site: { ...snapshot.site!, ...site } }))
}
