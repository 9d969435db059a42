import { computed } from 'nanostores'
import type { AuthService } from '../auth/auth.types'
import { bundleCheck } from '../catalog/catalog.bundles'
import type { CatalogService } from '../catalog/catalog.types'
import { SdkError, ValidationError } from '../errors/errors.classes'
import { serviceOf } from '../internal/per-storefront'
import { fail, ok } from '../internal/result'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import type { Result } from '../result/result.types'
import { type SiteSettings, siteSettingsOf } from '../site/site.settings'
import type { StorefrontContext } from '../storefront/storefront.context'
import type { Storefront } from '../storefront/storefront.types'
import { type AddItemBody, createCartApi } from './cart.api'
import { itemCountOf } from './cart.check'
import { type CartCore, createCartCore, isCartNotFound, sessionMissing } from './cart.core'
import { createQuantityEdits } from './cart.quantity'
import { bundleOptionsOf, bundleQuantity, CART_COOKIES, cartQuantity, planAdd } from './cart.rules'
import { createCartSessionStore } from './cart.session'
import type { Cart, CartAddNext, CartAddRefusal, CartAddResult, CartService, CartSession, CartSnapshot } from './cart.types'

/** What the cart needs besides the instance's context. */
export interface CartServiceDeps {
  site: Pick<SiteSettings, '$options' | 'fetchOptions' | '$currencyConfig'>
  auth: Pick<AuthService, '$user' | 'fetchUser'>
  catalog: Pick<CatalogService, 'checkBundles'>
  /** Where "only logged" failures go; defaults to `console.warn`. */
  log?: (message: string, detail?: unknown) => void
}

/** Site option `cartAdditionBehaviour`: 0 RedirectToCart, 1 StayOnPage, 2 ShowPopup. */
const NEXT: Record<0 | 1 | 2, CartAddNext> = { 0: 'cart', 1: 'stay', 2: 'popup' }

/** The outcome of a quantity edit that a remove or clear made pointless. */
const dropped = (): Result<never> => fail(new SdkError({ code: 'ABORTED', status: 0, message: 'The quantity edit was dropped: its line was removed' }))

const REFUSAL_NOTICES: Partial<Record<CartAddRefusal, string>> = {
  chooseOptions: MESSAGE_KEYS.chooseOptions,
  configurationNotSet: MESSAGE_KEYS.configurationNotSet,
}

/** Creates the cart service of one storefront instance (see {@link CartService}), with the core its checkout side shares. */
export function buildCartService(ctx: StorefrontContext, deps: CartServiceDeps): { cart: CartService; core: CartCore } {
  const log = deps.log ?? ((message: string, detail?: unknown) => console.warn(message, detail ?? ''))
  const sessions = createCartSessionStore(ctx.storage)
  const core = createCartCore({ api: createCartApi(ctx.http), sessions, notices: ctx.notices, log })
  const { api, $cart } = core
  const $behaviour = computed(deps.site.$options, (options) => options?.cartAdditionBehaviour ?? null)
  const currencyId = () => deps.site.$currencyConfig.get()?.mainCurrencyId
  let creating: Promise<Result<CartSession>> | undefined

  const quantities = createQuantityEdits({
    clock: ctx.clock,
    async send(itemId, qty, signal) {
      const session = sessions.$session.get()
      if (!session) return fail(sessionMissing())
      const id = currencyId()
      const result = await core.write(session, () => api.updateItem(session, { itemId, qty, ...(id === undefined ? {} : { currencyId: id }) }, signal), {
        watchCoupon: true,
      })
      // Spec §8: "cart item update errors return the error message text".
      if (!result.ok && result.error.code !== 'ABORTED' && !core.sessionFailure(result.error))
        ctx.notices.notify({ level: 'error', key: result.error.messageKey })
      return result
    },
  })
  core.onClear(() => quantities.cancelAll(fail(sessionMissing())))

  function requireSession(): CartSession {
    const session = sessions.$session.get()
    if (!session) throw sessionMissing()
    return session
  }

  function ensureSession(): Promise<Result<CartSession>> {
    const session = sessions.$session.get()
    if (session) return Promise.resolve(ok(session))
    // Two adds at once share one new session.
    creating ??= api.newSession().then((result) => {
      creating = undefined
      if (result.ok) sessions.set(result.data)
      return result
    })
    return creating
  }

  function refuse(reason: CartAddRefusal): CartAddResult {
    const key = reason === 'invalidQuantity' ? MESSAGE_KEYS.invalidQuantity : REFUSAL_NOTICES[reason]
    if (key) ctx.notices.notify({ level: reason === 'invalidQuantity' ? 'error' : 'info', key })
    return { ok: false, reason }
  }

  async function behaviour(): Promise<0 | 1 | 2> {
    const known = $behaviour.get()
    if (known !== null) return known
    // Spec §4: the behaviour is "fetched if not yet known"; an unreadable option falls back to the cart page.
    const fetched = await deps.site.fetchOptions()
    return fetched.ok ? fetched.data.cartAdditionBehaviour : 0
  }

  async function sendAdd(body: AddItemBody): Promise<CartAddResult> {
    const id = currencyId()
    // Back-office spec §4: "Adding with no session first creates a session and repeats the add"; a stored
    // session the server no longer knows counts as none.
    for (let attempt = 0; ; attempt += 1) {
      const session = await ensureSession()
      if (!session.ok) return failed(session.error)
      const result = await core.write(session.data, () => api.addItem(session.data, { ...body, ...(id === undefined ? {} : { currencyId: id }) }))
      if (result.ok) {
        ctx.notices.notify({ level: 'success', key: MESSAGE_KEYS.addedToCart })
        const value = await behaviour()
        return { ok: true, cart: result.data, behaviour: value, next: NEXT[value] }
      }
      if (attempt === 0 && isCartNotFound(result.error)) {
        core.clearSession()
        continue
      }
      return failed(result.error)
    }
  }

  function failed(error: SdkError): CartAddResult {
    if (!core.sessionFailure(error)) ctx.notices.notify({ level: 'error', key: error.messageKey })
    return { ok: false, reason: 'failed', error }
  }

  function invalidQuantity(): Result<never> {
    ctx.notices.notify({ level: 'error', key: MESSAGE_KEYS.invalidQuantity })
    return fail(new ValidationError({ issues: [{ path: ['qty'], messageKey: MESSAGE_KEYS.invalidQuantity }] }))
  }

  // Back-office spec §4: the session is cleared "on logout, on a language switch".
  ctx.onLogout(() => {
    core.clearSession()
    ctx.storage.remove(CART_COOKIES.memberCard)
  })
  ctx.onLanguageChange(() => core.clearSession())

  const cart: CartService = {
    $cart,
    $session: sessions.$session,
    $itemCount: computed($cart, itemCountOf),
    $pending: core.$pending,
    $behaviour,
    listen: core.listen,

    async load() {
      const session = sessions.$session.get()
      if (!session) return ok(null)
      const id = currencyId()
      const result = await core.write(session, () => api.getCart(session, id))
      // Back-office spec §8: "Cart fetch with 400 or 409 clears the session" (and the sandbox's 404 for a cart it does not know).
      if (!result.ok && [400, 404, 409].includes(result.error.status) && sessions.$session.get() === session) core.clearSession()
      return result
    },

    async add(product, qty = 1, options = {}) {
      const count = cartQuantity(qty)
      if (count === null) return refuse('invalidQuantity')
      let plan = planAdd(product, options)
      if (plan.kind === 'checkBundle') {
        const check = await deps.catalog.checkBundles(product.id)
        if (!check.ok) return failed(check.error)
        plan = check.data.hasBundle
          ? { kind: 'refuse', reason: 'configurationNotSet' }
          : check.data.hasConfigurable
            ? { kind: 'refuse', reason: 'needsConfiguration' }
            : { kind: 'add', productId: product.id }
      }
      if (plan.kind !== 'add') return refuse(plan.kind === 'refuse' ? plan.reason : 'needsConfiguration')
      return sendAdd({ productId: plan.productId, qty: count, options: options.options ?? {}, reservation: options.reservation ?? null })
    },

    async addBundle(bundle, selections, qty) {
      const count = bundleQuantity(qty)
      if (count === null) return refuse('invalidQuantity')
      if (bundle.isPurchasable === false) return refuse('notPurchasable')
      const bundleOptions = bundleOptionsOf(bundle.bundles, selections)
      if (!bundleOptions) return refuse('configurationNotSet')
      return sendAdd({ productId: bundle.id, qty: count, options: {}, reservation: null, bundleOptions })
    },

    updateQuantity(itemId, qty) {
      requireSession()
      const count = cartQuantity(qty)
      if (count === null) return Promise.resolve(invalidQuantity())
      return quantities.edit(itemId, count) as Promise<Result<Cart>>
    },

    async remove(itemId) {
      const session = requireSession()
      const item = $cart.get()?.items.find((line) => String(line.itemId) === String(itemId))
      if (!item || item.qty <= 0) {
        ctx.notices.notify({ level: 'info', key: MESSAGE_KEYS.itemNotInCart })
        return fail(new ValidationError({ issues: [{ path: ['itemId'], messageKey: MESSAGE_KEYS.itemNotInCart }] }))
      }
      // A quantity edit still waiting for this line must not resurrect it.
      quantities.cancel(itemId, dropped())
      const result = await core.write(session, () => api.deleteItem(session, itemId))
      if (!result.ok && !core.sessionFailure(result.error)) ctx.notices.notify({ level: 'error', key: result.error.messageKey })
      return result
    },

    async clear() {
      const session = sessions.$session.get()
      const cart = $cart.get()
      // Back-office spec §5: "Clearing the cart does nothing if there is no session or the cart is empty".
      if (!session || !cart || cart.items.length === 0) return ok(cart)
      quantities.cancelAll(dropped())
      const result = await core.write(session, () => api.clearCart(session))
      if (!result.ok && !core.sessionFailure(result.error)) ctx.notices.notify({ level: 'error', key: result.error.messageKey })
      return result
    },

    clearSession: core.clearSession,

    dehydrate: () => ({ session: sessions.$session.get(), cart: $cart.get() }),
    hydrate(snapshot) {
      sessions.adopt(snapshot.session)
      core.replace(snapshot.cart)
    },
  }
  return { cart, core }
}

function cartPartsOf(shop: Storefront, ctx: StorefrontContext): { cart: CartService; core: CartCore } {
  const parts = buildCartService(ctx, { site: siteSettingsOf(shop), auth: shop.auth, catalog: { checkBundles: bundleCheck(ctx.http) } })
  const { cart } = parts
  ctx.registerSnapshotPart('cart', { dehydrate: cart.dehydrate, hydrate: (part) => cart.hydrate(part as CartSnapshot) })
  return parts
}

/** The core an instance's cart service writes through, for the cart's checkout side (cart.checkout.ts). */
export function cartCoreOf(shop: Storefront): CartCore {
  return serviceOf(shop, cartPartsOf).core
}

/**
 * The cart service of a storefront instance: the cart session and its lines. The coupon, the member card, the guest
 * user, the abandoned cart and the checkout's change check are the cart's checkout side, a service of its own
 * ({@link createCartCheckoutService}), so that a page without them does not ship them. Created on the first call
 * (with the site's options and currency, and the bundle check it needs) and the same service for every later call
 * with the same instance; its stores are part of the instance's snapshot. It shares the site options and currency
 * with the site service without creating it.
 *
 * @param shop - An instance made by `createStorefront`.
 *
 * @example
 * ```ts
 * import { createCartService, type ProductSummary } from '@vitrina/sdk'
 *
 * declare const product: ProductSummary
 *
 * const cart = createCartService(shop)
 * const added = await cart.add(product, 1)
 * if (added.ok) console.log(cart.$itemCount.get())
 * ```
 */
export function createCartService(shop: Storefront): CartService {
  return serviceOf(shop, cartPartsOf).cart
}
