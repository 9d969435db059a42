import { Trans, useLingui } from '@lingui/react/macro'
import { useOrders } from '@vitrina/react'
import type { Id } from '@vitrina/sdk'
import { PanelTitle } from './account-menu'
import { OrderRow } from './order-row'
import { EmptyNote, LoadFailure, LoadingNote } from './profile-load-state'

export interface OrderListProps {
  /** True when the first page could not be loaded. */
  failed: boolean
  onRetry: () => void
  onShow: (id: Id) => void
}

/**
 * The order history list (storefront spec §2): five orders a page, 'Učitaj više' until the last page
 * ('Učitavam...' meanwhile); without orders 'Nemate narudžbi.' and the way home. A failed next page is toasted by
 * the SDK and the button stays, so pressing it again is the retry.
 */
export function OrderList(props: OrderListProps) {
  return (
    <>
      <PanelTitle>
        <Trans>Povijest narudžbi</Trans>
      </PanelTitle>
      <OrderListBody {...props} />
    </>
  )
}

function OrderListBody({ failed, onRetry, onShow }: OrderListProps) {
  const { t } = useLingui()
  const { history, hasMore, loadMore } = useOrders()

  if (history.page === 0) return failed ? <LoadFailure message={t`Narudžbe nije moguće učitati.`} onRetry={onRetry} /> : <LoadingNote />
  if (history.orders.length === 0) {
    return (
      <EmptyNote>
        <Trans>Nemate narudžbi.</Trans>
      </EmptyNote>
    )
  }
  return (
    <>
      <ul aria-label={t`Narudžbe`} aria-busy={history.loading} className="space-y-3">
        {history.orders.map((order) => (
          <li key={order.id}>
            <OrderRow order={order} onShow={onShow} />
          </li>
        ))}
      </ul>
      {hasMore && (
        <div className="mt-6 text-center">
          <button
            type="button"
            disabled={history.loading}
            onClick={() => void loadMore()}
            className="rounded-full bg-rose-500 px-6 py-3 font-bold text-white hover:bg-rose-600 disabled:cursor-wait disabled:opacity-60"
          >
            {history.loading ? <Trans>Učitavam...</Trans> : <Trans>Učitaj više</Trans>}
          </button>
        </div>
      )}
    </>
  )
}
