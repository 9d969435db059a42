import { atom, computed } from 'nanostores'
import { createCatalogService } from '../catalog/catalog.service'
import type { ProductSummary } from '../catalog/catalog.types'
import { AuthError, SdkError } from '../errors/errors.classes'
import type { CallOptions } from '../http/http.types'
import { serviceCall } from '../internal/call'
import { lazySchemas } from '../internal/lazy-schemas'
import { serviceOf } from '../internal/per-storefront'
import { fail, ok } from '../internal/result'
import { notifyError } from '../notices/notices.errors'
import type { Result } from '../result/result.types'
import { contextOf } from '../storefront/storefront.internals'
import type { Storefront } from '../storefront/storefront.types'
import { ORDER_PAGE_SIZE } from './orders.status'
import type { OrderHistory, OrdersService } from './orders.types'

const schemas = /* @__PURE__ */ lazySchemas(() => import('./orders.schema'))

const EMPTY_HISTORY: OrderHistory = /* @__PURE__ */ Object.freeze({ orders: [], page: 0, lastPage: 0, total: 0, loading: false })

const unauthenticated = () => new AuthError({ code: 'UNAUTHENTICATED', status: 401, message: 'The order history needs a logged-in user' })

function createOrders(shop: Storefront): OrdersService {
  const ctx = contextOf(shop)
  const documents = serviceCall(ctx.http, 'document')
  const $history = atom<OrderHistory>(EMPTY_HISTORY)
  // Bumped by every page request and by logout: an answer of an older request (a superseded first page, the last
  // user's history) is dropped rather than stored.
  let generation = 0

  ctx.onLogout(() => {
    generation++
    $history.set(EMPTY_HISTORY)
  })

  async function fetchPage(page: number, options?: CallOptions): Promise<Result<OrderHistory>> {
    if (!shop.auth.$user.get()) return fail(unauthenticated())
    const run = ++generation
    $history.set({ ...$history.get(), loading: true })
    const body = { filters: [{ key: 'store', value: shop.options.storeId }], limit: ORDER_PAGE_SIZE, page }
    const result = await documents('POST', 'filter/web', schemas('orderPageSchema'), body, options)
    if (run !== generation) return fail(new SdkError({ code: 'ABORTED', status: 0, message: `Order history page ${page} was superseded` }))
    const before = $history.get()
    if (!result.ok) {
      $history.set({ ...before, loading: false })
      notifyError(ctx.notices, result.error, ctx.$language.get())
      return result
    }
    // An order placed between two pages moves the later pages by one: an order already shown is not shown twice.
    const shown = page === 1 ? [] : before.orders
    const fresh = result.data.records.filter((order) => !shown.some((known) => String(known.id) === String(order.id)))
    const history: OrderHistory = { orders: [...shown, ...fresh], page, lastPage: result.data.totalPages, total: result.data.total, loading: false }
    $history.set(history)
    return ok(history)
  }

  return {
    $history,
    $hasMore: computed($history, (history) => history.page > 0 && history.page < history.lastPage),

    loadFirst: (options) => fetchPage(1, options),

    async loadMore(options) {
      const history = $history.get()
      if (history.page === 0 && !history.loading) return fetchPage(1, options)
      // Spec §4: "load-more appends the next page; next and previous are blocked at bounds".
      if (history.loading || history.page >= history.lastPage) return ok(history)
      return fetchPage(history.page + 1, options)
    },

    async get(id, options) {
      if (!shop.auth.$user.get()) return fail(unauthenticated())
      return documents('GET', `get/web/${encodeURIComponent(String(id))}`, schemas('orderDetailSchema'), undefined, options)
    },

    async productsOf(order, options) {
      // Spec §7: "product web get per order item fetched sequentially"; §8: "Errors fetching order products are only logged."
      const products: Array<ProductSummary | null> = []
      for (const item of order.items) {
        if (item.productId === null || options?.signal?.aborted) {
          products.push(null)
          continue
        }
        const product = await createCatalogService(shop).getWebProduct(item.productId, options)
        if (!product.ok && product.error.code !== 'ABORTED') console.warn(`Fetching the product ${item.productId} of order ${order.id} failed`, product.error)
        products.push(product.ok ? product.data : null)
      }
      return products
    },
  }
}

/**
 * The order history service of a storefront instance: the logged-in shopper's orders five at a time, one order's
 * details, and the products of its lines. Created on the first call and the same service for every later call
 * with the same instance; it clears on logout.
 *
 * @param shop - An instance made by `createStorefront`.
 *
 * @example
 * ```ts
 * import { createOrdersService, orderImagesPreview } from '@vitrina/sdk/account'
 *
 * const orders = createOrdersService(shop)
 * await orders.loadFirst()
 * for (const order of orders.$history.get().orders) console.log(order.number, orderImagesPreview(order).more)
 * ```
 */
export function createOrdersService(shop: Storefront): OrdersService {
  return serviceOf(shop, createOrders)
}
