import { useStore } from '@nanostores/react'
import { createOrdersService, type OrderHistory, type OrdersService } from '@vitrina/sdk/account'
import { useStorefront } from './storefront.context'

/** What {@link useOrders} returns: the order history's current value and the orders service's methods. */
export interface UseOrdersResult {
  /** The orders loaded so far, the page numbers and whether a page is loading. */
  history: OrderHistory
  /** True while more pages exist: show 'Učitaj više'. */
  hasMore: boolean
  /** Loads the first page (again). */
  loadFirst: OrdersService['loadFirst']
  /** Appends the next page. */
  loadMore: OrdersService['loadMore']
  /** Fetches one order's details. */
  get: OrdersService['get']
  /** Fetches the products of an order's lines, one after another. */
  productsOf: OrdersService['productsOf']
}

/**
 * Subscribes to the order history and hands through the orders service's methods (the service of
 * `createOrdersService` from `@vitrina/sdk/account`, one per instance).
 *
 * @example
 * ```tsx
 * import { useOrders } from '@vitrina/react'
 * import { useEffect } from 'react'
 *
 * function OrderHistory() {
 *   const { history, hasMore, loadFirst, loadMore } = useOrders()
 *   useEffect(() => void loadFirst(), [loadFirst])
 *   return (
 *     <>
 *       <p>
 *         {history.orders.length} of {history.total} orders
 *       </p>
 *       {hasMore && <button onClick={() => void loadMore()}>Učitaj više</button>}
 *     </>
 *   )
 * }
 * ```
 */
export function useOrders(): UseOrdersResult {
  const orders = createOrdersService(useStorefront())
  return {
    history: useStore(orders.$history),
    hasMore: useStore(orders.$hasMore),
    loadFirst: orders.loadFirst,
    loadMore: orders.loadMore,
    get: orders.get,
    productsOf: orders.productsOf,
  }
}
