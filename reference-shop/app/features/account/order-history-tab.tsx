import { useOrders } from '@vitrina/react'
import type { Id } from '@vitrina/sdk'
import { useEffect, useState } from 'react'
import { OrderDetailView } from './order-detail'
import { OrderList } from './order-list'

export interface OrderHistoryTabProps {
  /** The order shown in detail, or null for the list. */
  orderId: string | null
  onShowOrder: (id: Id) => void
}

/**
 * 'Povijest narudžbi' (storefront spec §2): the list, or one order in detail. The first page loads each time the
 * tab opens (a new order then shows at the top); going back from a detail keeps the pages loaded, since the tab
 * stays open meanwhile.
 */
export function OrderHistoryTab({ orderId, onShowOrder }: OrderHistoryTabProps) {
  const { loadFirst } = useOrders()
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the trigger: "Pokušaj ponovno" bumps it to load again
  useEffect(() => {
    const controller = new AbortController()
    setFailed(false)
    void loadFirst({ signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted && !result.ok) setFailed(true)
    })
    return () => controller.abort()
  }, [loadFirst, attempt])

  if (orderId !== null) return <OrderDetailView orderId={orderId} />
  return <OrderList failed={failed} onRetry={() => setAttempt((count) => count + 1)} onShow={onShowOrder} />
}
