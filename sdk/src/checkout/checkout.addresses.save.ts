import * as v from 'valibot'
import type { AuthService } from '../auth/auth.types'
import type { CartCheckoutService } from '../cart/cart.types'
import { ok } from '../internal/result'
import type { Result } from '../result/result.types'
import type { Id } from '../site/site.types'
import { type AddressBody, addressesOf } from './checkout.address'
import type { CheckoutApi, CheckoutParty } from './checkout.api'
import { guestWithAddressesSchema } from './checkout.schema'
import type { CheckoutAddressForm } from './checkout.types'

/** What saving the address step needs. */
export interface AddressSaveDeps {
  api: Pick<CheckoutApi, 'saveUserAddress'>
  auth: Pick<AuthService, '$user' | 'fetchUser'>
  cart: Pick<CartCheckoutService, 'updateGuestUser'>
  log: (message: string, detail?: unknown) => void
}

/**
 * Saves the address step and answers who the later checkout calls are for, with the saved address ids
 * (`userBillingAddressId`, `userShippingAddressId`).
 */
export async function saveCheckoutAddresses(deps: AddressSaveDeps, form: CheckoutAddressForm): Promise<Result<CheckoutParty>> {
  const { main, shipping } = addressesOf(form)
  const user = deps.auth.$user.get()
  if (user) {
    // Spec §4: "Logged-in shoppers: main address first, then shipping, then the user is refetched." An address of
    // the type the user already has is updated (PATCH web/address/update/{id}), else created.
    const idOf = (type: AddressBody['type']) => user.addresses.find((address) => address.type === type)?.id
    const savedMain = await deps.api.saveUserAddress(main, idOf('main'))
    if (!savedMain.ok) return savedMain
    const savedShipping = await deps.api.saveUserAddress(shipping, idOf('shipping'))
    if (!savedShipping.ok) return savedShipping
    const refetched = await deps.auth.fetchUser()
    if (!refetched.ok) deps.log('Refetching the user after saving the addresses failed', refetched.error)
    return ok({ userId: user.id, userBillingAddressId: savedMain.data.id, userShippingAddressId: savedShipping.data.id })
  }
  // Spec §4: "Guests: saved through the guest-user cart update."
  const company = form.isCompany && form.companyName ? { name: form.companyName, ...(form.companyOIB ? { oib: form.companyOIB } : {}) } : undefined
  const guest = await deps.cart.updateGuestUser({
    email: main.contactEmail,
    details: { firstName: main.firstName, lastName: main.lastName, phone: main.contactPhone },
    ...(company ? { company } : {}),
    addresses: [{ ...main }, { ...shipping }],
  })
  if (!guest.ok) return guest
  // The cart's GuestUser type names only id and email; the reply also lists the saved addresses with their ids.
  const parsed = v.safeParse(guestWithAddressesSchema, guest.data)
  const idOf = (type: string): { id: Id } | undefined => (parsed.success ? parsed.output.addresses.find((address) => address.type === type) : undefined)
  const billing = idOf('main')
  const delivery = idOf('shipping')
  return ok({
    userId: guest.data.id,
    ...(billing ? { userBillingAddressId: billing.id } : {}),
    ...(delivery ? { userShippingAddressId: delivery.id } : {}),
  })
}
