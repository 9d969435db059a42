import { atom, computed } from 'nanostores'
import { busyError, notifyAccount } from '../account/account.notices'
import type { AuthUser } from '../auth/auth.types'
import { AuthError } from '../errors/errors.classes'
import { serviceCall } from '../internal/call'
import { lazySchemas } from '../internal/lazy-schemas'
import { serviceOf } from '../internal/per-storefront'
import { fail, mapResult, ok } from '../internal/result'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import { errorNoticeDuration } from '../notices/notices.errors'
import type { Result } from '../result/result.types'
import type { Id } from '../site/site.types'
import { contextOf } from '../storefront/storefront.internals'
import type { Storefront } from '../storefront/storefront.types'
import { WISHLIST_ADDED_KEY, WISHLIST_REMOVED_KEY } from './wishlist.messages.keys'
import type { WishlistItem, WishlistService } from './wishlist.types'

const schemas = /* @__PURE__ */ lazySchemas(() => import('./wishlist.schema'))

/** Storefront spec §9: "Wishlist limit 9999", one page holding the whole list. */
export const WISHLIST_LIMIT = 9999

/** Whose wishlist it is: the user's id as text; back-office users have none (spec §2 and §6: no wishlist counter). */
const ownerOf = (user: AuthUser | null): string | null => (user && !user.isBackofficeUser ? String(user.id) : null)

function createWishlist(shop: Storefront): WishlistService {
  const ctx = contextOf(shop)
  const cms = serviceCall(ctx.http, 'cms')
  const $items = atom<WishlistItem[] | null>(null)
  const $toggling = atom<ReadonlySet<string>>(new Set())
  const $productIds = computed($items, (items): ReadonlySet<string> => new Set((items ?? []).map((item) => String(item.product_id))))
  // Whose list $items holds, and the load under way: the same user's list is fetched once, not per subscriber.
  let loadedFor: string | null = null
  let loading: { owner: string; promise: Promise<Result<WishlistItem[]>> } | null = null

  const currentUserKey = () => (shop.auth.$user.get() ? String(shop.auth.$user.get()!.id) : null)

  function clear(): void {
    $items.set(null)
    loadedFor = null
    loading = null
  }

  function store(owner: string, items: WishlistItem[]): void {
    // A list that arrives after its user logged out (or another logged in) is not this session's.
    if (currentUserKey() !== owner) return
    $items.set(items)
    loadedFor = owner
  }

  async function fetchFor(owner: string, options?: Parameters<WishlistService['load']>[0]): Promise<Result<WishlistItem[]>> {
    const result = mapResult(
      await cms('GET', 'wishlist/filter', schemas('wishlistPageSchema'), { page: 1, limit: WISHLIST_LIMIT }, options),
      (page) => page.records,
    )
    if (result.ok) store(owner, result.data)
    return result
  }

  function load(options?: Parameters<WishlistService['load']>[0]): Promise<Result<WishlistItem[]>> {
    const owner = currentUserKey()
    if (owner === null) return Promise.resolve(ok([]))
    // A caller's own signal gets its own request: cancelling it must not cancel the shared one.
    if (options?.signal) return fetchFor(owner, options)
    if (loading?.owner === owner) return loading.promise
    const current = { owner, promise: fetchFor(owner) }
    loading = current
    void current.promise.finally(() => {
      if (loading === current) loading = null
    })
    return current.promise
  }

  /** Follows the logged-in user: loads a shopper's list once, clears it for nobody and for back-office users. */
  function follow(user: AuthUser | null): void {
    const owner = ownerOf(user)
    if (owner === null) {
      if ($items.get() !== null || loadedFor !== null || loading !== null) clear()
      return
    }
    if (loadedFor === owner || loading?.owner === owner) return
    if (loadedFor !== null) clear()
    void load()
  }

  ctx.onLogout(clear)
  // Started in a microtask, not at once: a browser instance hydrates its server-rendered list right after creating
  // the service (`createWishlistService(shop).hydrate(snapshot)`), and that list must not be fetched again.
  queueMicrotask(() => {
    follow(shop.auth.$user.get())
    shop.auth.$user.listen(follow)
  })

  function notifyFailure(): void {
    const key = MESSAGE_KEYS.somethingWentWrong
    ctx.notices.notify({ level: 'error', key, durationMs: errorNoticeDuration(ctx.$language.get(), key) })
  }

  function setToggling(productId: string, on: boolean): void {
    const next = new Set($toggling.get())
    if (on) next.add(productId)
    else next.delete(productId)
    $toggling.set(next)
  }

  async function toggle(productId: Id): Promise<Result<'added' | 'removed'>> {
    const user = shop.auth.$user.get()
    if (!user) return fail(new AuthError({ code: 'UNAUTHENTICATED', status: 401, message: 'The wishlist needs a logged-in user' }))
    const key = String(productId)
    if ($toggling.get().has(key)) return fail(busyError(`toggle(${key})`))
    setToggling(key, true)
    try {
      const owner = String(user.id)
      const item = $items.get()?.find((candidate) => String(candidate.product_id) === key)
      const changed = item
        ? await cms('DELETE', `wishlist/remove/${encodeURIComponent(String(item.id))}`, schemas('wishlistChangeSchema'))
        : await cms('POST', 'wishlist/create', schemas('wishlistChangeSchema'), { product_id: productId })
      if (!changed.ok) {
        // Spec §8 "toast somethingWentWrong"; the list stays as it was.
        if (changed.error.code !== 'ABORTED') notifyFailure()
        return fail(changed.error)
      }
      // Spec §4: "Then the wishlist is refetched (limit 9999)". When only the refetch fails, the change is known:
      // it is applied to the list as it is, so the heart and the count still follow the shopper.
      const refetched = await fetchFor(owner)
      if (!refetched.ok) {
        const items = $items.get() ?? []
        store(owner, item ? items.filter((candidate) => candidate !== item) : [{ id: changed.data.id, product_id: productId, product: null }, ...items])
      }
      notifyAccount(ctx.notices, ctx.$language.get(), 'success', item ? WISHLIST_REMOVED_KEY : WISHLIST_ADDED_KEY)
      return ok(item ? 'removed' : 'added')
    } finally {
      setToggling(key, false)
    }
  }

  return {
    $items,
    $count: computed($items, (items) => items?.length ?? 0),
    $productIds,
    $toggling,
    isToggling: (productId) => $toggling.get().has(String(productId)),
    load,
    toggle,
    has: (productId) => $productIds.get().has(String(productId)),
    dehydrate: () => structuredClone({ items: $items.get() }),
    hydrate(snapshot) {
      $items.set(snapshot.items)
      loadedFor = snapshot.items ? ownerOf(shop.auth.$user.get()) : null
    },
  }
}

/**
 * The wishlist service of a storefront instance: the logged-in shopper's wished products, the toggle of a card's
 * heart, and the count of the header. Created on the first call and the same service for every later call with
 * the same instance; it follows the instance's user (loads after a login, clears on logout).
 *
 * @param shop - An instance made by `createStorefront`.
 *
 * @example
 * ```ts
 * import type { ProductSummary } from '@vitrina/sdk'
 * import { createWishlistService } from '@vitrina/sdk/account'
 *
 * declare const product: ProductSummary
 * declare function openLogin(): void
 *
 * const wishlist = createWishlistService(shop)
 * const result = await wishlist.toggle(product.id)
 * if (!result.ok && result.error.code === 'UNAUTHENTICATED') openLogin()
 * ```
 */
export function createWishlistService(shop: Storefront): WishlistService {
  return serviceOf(shop, createWishlist)
}
