import { Trans, useLingui } from '@lingui/react/macro'
import { useWishlist } from '@vitrina/react'
// Before any use of the wishlist service: it is made with the server's list (wishlist.browser.ts).
import '../wishlist/wishlist.browser'
import type { ProductSummary } from '@vitrina/sdk'
import { useEffect, useState } from 'react'
import { ProductGrid } from '../catalog/product-grid'
import { PanelTitle } from './account-menu'
import { EmptyNote, LoadFailure, LoadingNote } from './profile-load-state'

/**
 * 'Lista želja' (storefront spec §2): the wished products as product cards, whose hearts remove them; empty,
 * 'Nemate dodanih proizvoda.' and the way home. The SDK loads the list after the login; the tab loads it only
 * when it is not there (a failed load, or a page opened straight at `?tab=wishlist` before that load ended).
 */
export function WishlistTab() {
  const { t } = useLingui()
  const { items, load } = useWishlist()
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const missing = items === null

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the trigger: "Pokušaj ponovno" bumps it to load again
  useEffect(() => {
    if (!missing) return
    let current = true
    setFailed(false)
    void load().then((result) => {
      if (current && !result.ok) setFailed(true)
    })
    return () => {
      current = false
    }
  }, [missing, load, attempt])

  // An item without its product is skipped rather than shown as a bare card: the server leaves archived products
  // out of the list, so such an item comes from a card the SDK could not read or from a toggle whose refetch
  // failed, and the next load brings its product. A card without a name, image and price means nothing to the
  // shopper (the menu's count still counts the item).
  const products = (items ?? []).map((item) => item.product).filter((product): product is ProductSummary => product !== null)

  return (
    <>
      <PanelTitle>
        <Trans>Lista želja</Trans>
      </PanelTitle>
      {items === null ? (
        failed ? (
          <LoadFailure message={t`Listu želja nije moguće učitati.`} onRetry={() => setAttempt((count) => count + 1)} />
        ) : (
          <LoadingNote />
        )
      ) : products.length === 0 ? (
        <EmptyNote>
          <Trans>Nemate dodanih proizvoda.</Trans>
        </EmptyNote>
      ) : (
        <ProductGrid products={products} />
      )}
    </>
  )
}
