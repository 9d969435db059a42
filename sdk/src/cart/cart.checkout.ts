import { atom } from 'nanostores'
import type { AuthService } from '../auth/auth.types'
import { AuthError, HttpError, type SdkError, ValidationError } from '../errors/errors.classes'
import { serviceOf } from '../internal/per-storefront'
import { fail, ok } from '../internal/result'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import type { Result } from '../result/result.types'
import { siteSettingsOf } from '../site/site.settings'
import type { Id } from '../site/site.types'
import type { StorefrontContext } from '../storefront/storefront.context'
import type { Storefront } from '../storefront/storefront.types'
import { createCartCheckoutApi } from './cart.checkout.api'
import { cartChanged } from './cart.check'
import { type CartCore, SESSION_NOT_INITIALISED, sessionMissing } from './cart.core'
import { CART_COOKIES } from './cart.rules'
import { cartCoreOf } from './cart.service'
import type { Cart, CartCheck, CartCheckoutService, CartSession } from './cart.types'

/** Spec §9: "cart-updated toast 12000 ms". */
export const CART_UPDATED_NOTICE_MS = 12_000

const required = (path: string): ValidationError => new ValidationError({ issues: [{ path: [path], messageKey: MESSAGE_KEYS.required }] })

/** What the cart's checkout side needs besides the instance's context. */
export interface CartCheckoutDeps {
  /** The cart service's core: the checkout side writes the same cart, through the same rules. */
  core: CartCore
  auth: Pick<AuthService, '$user' | 'fetchUser'>
  currencyId: () => Id | undefined
}

/** Creates the cart's checkout side of one storefront instance (see {@link CartCheckoutService}). */
export function buildCartCheckoutService(ctx: StorefrontContext, deps: CartCheckoutDeps): CartCheckoutService {
  const { core } = deps
  const { sessions } = core
  const api = createCartCheckoutApi(ctx.http)
  const $applyingCoupon = atom(false)
  const $guestEmail = atom<string | null>(ctx.storage.get(CART_COOKIES.guestUser) ?? null)

  /** The session, or null after logging that the action stops without one. */
  function sessionOrLog(): CartSession | null {
    const session = sessions.$session.get()
    if (!session) core.log(SESSION_NOT_INITIALISED)
    return session
  }

  function dropCoupon(): void {
    const cart = core.$cart.get()
    if (cart && (cart.coupon || cart.couponCode)) core.replace({ ...cart, coupon: null, couponCode: null })
  }

  function notifyFailure(error: SdkError): void {
    if (!core.sessionFailure(error)) ctx.notices.notify({ level: 'error', key: error.messageKey })
  }

  return {
    $applyingCoupon,
    $guestEmail,

    async applyCoupon(code) {
      const couponCode = typeof code === 'string' ? code.trim() : ''
      const session = sessionOrLog()
      if (!session) return fail(sessionMissing())
      if (!couponCode) {
        core.emit({ type: 'couponError', messageKey: MESSAGE_KEYS.required })
        return fail(required('couponCode'))
      }
      $applyingCoupon.set(true)
      const result = await core.write(session, () => api.applyCoupon(session, couponCode)).finally(() => $applyingCoupon.set(false))
      if (result.ok && result.data.coupon) {
        core.emit({ type: 'couponApplied', code: result.data.coupon.code })
        return result
      }
      // Spec §4: "a failure or a reply without coupon removes the coupon and signals an error".
      const error = result.ok
        ? new HttpError({
            code: 'COUPON_NOT_FOUND',
            messageKey: MESSAGE_KEYS.couponNotFound,
            status: 404,
            message: 'applyCoupon answered a cart without a coupon',
          })
        : result.error
      if (!result.ok && core.sessionFailure(error)) return fail(error)
      dropCoupon()
      core.emit({ type: 'couponError', messageKey: error.messageKey })
      return fail(error)
    },

    async removeCoupon() {
      const session = sessionOrLog()
      if (!session) return fail(sessionMissing())
      const result = await core.write(session, () => api.removeCoupon(session))
      if (result.ok) core.emit({ type: 'couponRemoved', reason: 'removed' })
      else notifyFailure(result.error)
      return result
    },

    async applyMemberCard(input) {
      const user = deps.auth.$user.get()
      // Spec §4: "applied only when logged in and skipped when equal to the stored cookie; empty signals empty".
      if (!user) return fail(new AuthError({ code: 'UNAUTHENTICATED', status: 401, message: 'applyMemberCard needs a logged-in user' }))
      const barcode = typeof input === 'string' ? input.trim() : ''
      if (!barcode) {
        core.emit({ type: 'memberCardEmpty' })
        return fail(required('barcode'))
      }
      if (ctx.storage.get(CART_COOKIES.memberCard) === barcode) return ok('skipped' as const)
      const session = sessionOrLog()
      if (!session) return fail(sessionMissing())
      const result = await core.write(session, () => api.applyMemberCard(session, barcode))
      if (!result.ok) {
        // docs/contract/cart.md: "A client may treat every 400 of this call as 'invalid member card code'".
        if (!core.sessionFailure(result.error)) ctx.notices.notify({ level: 'error', key: MESSAGE_KEYS.membershipCardBarcodeInvalid })
        return fail(result.error)
      }
      if (!user.memberCardBarcode) {
        const saved = await api.saveMemberCard(user.email, barcode)
        if (saved.ok) await deps.auth.fetchUser()
        else core.log('Saving the member card on the user failed', saved.error)
      }
      ctx.storage.set(CART_COOKIES.memberCard, barcode)
      ctx.notices.notify({ level: 'success', key: MESSAGE_KEYS.memberCardApplied })
      core.emit({ type: 'memberCardApplied', barcode })
      return ok('applied' as const)
    },

    async updateGuestUser(input) {
      const session = sessionOrLog()
      if (!session) return fail(sessionMissing())
      const result = await api.updateGuestUser(session, input)
      if (!result.ok) {
        notifyFailure(result.error)
        return result
      }
      // Storefront spec §3: the guest is "kept by e-mail (cookie guestUser holds the e-mail)".
      ctx.storage.set(CART_COOKIES.guestUser, result.data.email)
      $guestEmail.set(result.data.email)
      return result
    },

    async fetchAbandoned() {
      if (!deps.auth.$user.get()) return ok(null)
      const result = await api.getAbandoned()
      if (!result.ok) {
        // Back-office spec §8: "A failed abandoned-cart fetch is only logged".
        core.log('Fetching the abandoned cart failed', result.error)
        return result
      }
      const found = result.data
      // A cart filled before logging in is what the shopper is looking at: it is kept rather than swapped.
      if (!found || (core.$cart.get()?.items.length ?? 0) > 0) return ok(found)
      sessions.set(found)
      const loaded = await core.write(found, () => core.api.getCart(found, deps.currencyId()))
      if (!loaded.ok) core.log('Loading the abandoned cart failed', loaded.error)
      return ok(found)
    },

    async checkForChanges(): Promise<Result<CartCheck>> {
      const session = sessionOrLog()
      if (!session) return fail(sessionMissing())
      const before = core.$cart.get()
      const result = await api.validateCart(session, deps.currencyId())
      if (!result.ok) {
        core.sessionFailure(result.error)
        return fail(result.error)
      }
      const { cart, validateMemberCard } = result.data
      const replace = (next: Cart) => sessions.$session.get() === session && core.replace(next)
      if (!validateMemberCard) {
        core.emit({ type: 'memberCardNotValid' })
        ctx.notices.notify({ level: 'error', key: MESSAGE_KEYS.memberCardNotValid })
        replace(cart)
        return ok({ changed: cartChanged(before, cart), memberCardInvalid: true })
      }
      const changed = cartChanged(before, cart)
      replace(cart)
      if (changed) ctx.notices.notify({ level: 'info', key: MESSAGE_KEYS.cartUpdated, durationMs: CART_UPDATED_NOTICE_MS })
      return ok({ changed, memberCardInvalid: false })
    },
  }
}

function cartCheckoutOf(shop: Storefront, ctx: StorefrontContext): CartCheckoutService {
  const currencyConfig = siteSettingsOf(shop).$currencyConfig
  return buildCartCheckoutService(ctx, { core: cartCoreOf(shop), auth: shop.auth, currencyId: () => currencyConfig.get()?.mainCurrencyId })
}

/**
 * The cart's checkout side of a storefront instance: the coupon, the member card, the guest user, the abandoned cart
 * after a login and the change check before an order. It writes the cart of {@link createCartService} (its stores,
 * its events on `listen` and its session rules) and creates that service when it does not exist yet. A service of its
 * own so that pages without these (most of a shop's) do not ship them. Created on the first call and the same service
 * for every later call with the same instance.
 *
 * @param shop - An instance made by `createStorefront`.
 *
 * @example
 * ```ts
 * import { createCartCheckoutService, createCartService } from '@vitrina/sdk'
 *
 * const applied = await createCartCheckoutService(shop).applyCoupon('DOBRODOSLI10')
 * if (applied.ok) console.log(createCartService(shop).$cart.get()?.couponCode)
 * ```
 */
export function createCartCheckoutService(shop: Storefront): CartCheckoutService {
  return serviceOf(shop, cartCheckoutOf)
}
