import { useOrders } from '@vitrina/react'
import type { ProductSummary } from '@vitrina/sdk'
import type { OrderDetail } from '@vitrina/sdk/account'
import { useEffect, useState } from 'react'
import type { LoadStatus } from './overview-data'

interface DetailState {
  order: OrderDetail | null
  /** The products of the order's lines, in the lines' order; null for one that could not be fetched. */
  products: Array<ProductSummary | null>
  status: LoadStatus
}

const LOADING: DetailState = { order: null, products: [], status: 'loading' }

/**
 * One order for the detail view: the order first (shown as soon as it arrives), then the products of its lines,
 * fetched one after another (spec §7), for the links to the product pages.
 */
export function useOrderDetail(orderId: string): DetailState & { retry: () => void } {
  const { get, productsOf } = useOrders()
  const [state, setState] = useState<DetailState>(LOADING)
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the trigger: "Pokušaj ponovno" bumps it to load again
  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    setState(LOADING)
    void (async () => {
      const result = await get(orderId, { signal })
      if (signal.aborted) return
      if (!result.ok) {
        setState({ ...LOADING, status: 'failed' })
        return
      }
      setState({ order: result.data, products: [], status: 'ready' })
      const products = await productsOf(result.data, { signal })
      if (!signal.aborted) setState({ order: result.data, products, status: 'ready' })
    })()
    return () => controller.abort()
  }, [get, productsOf, orderId, attempt])

  return { ...state, retry: () => setAttempt((count) => count + 1) }
}
