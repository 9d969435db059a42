import { useLingui } from '@lingui/react/macro'
import { useAuth, useWishlist } from '@vitrina/react'
import type { ProductSummary } from '@vitrina/sdk'
import { useLoginModal } from '../auth/login-modal.context'

/**
 * A product card's wishlist heart (storefront spec §2: "filled only when logged in and wishlisted"). Pressed by a
 * logged-in shopper it adds the product or removes it (spec §4 "Wishlist toggle"; the SDK refetches the list and
 * emits the added or removed toast); pressed by a visitor it opens the login modal, since the wishlist belongs to
 * an account. Back-office users have no wishlist (spec §6), so they get no heart.
 */
export function WishlistHeart({ product, className = '' }: { product: Pick<ProductSummary, 'id' | 'name'>; className?: string }) {
  const { t } = useLingui()
  const { user, isBackofficeUser } = useAuth()
  const { has, toggle, toggling } = useWishlist()
  const loginModal = useLoginModal()
  if (isBackofficeUser) return null

  const wished = user !== null && has(product.id)
  const busy = toggling.has(String(product.id))
  const { name } = product
  return (
    <button
      type="button"
      aria-pressed={wished}
      aria-busy={busy}
      disabled={busy}
      aria-label={wished ? t`Ukloni s liste želja: ${name}` : t`Dodaj na listu želja: ${name}`}
      onClick={(event) => {
        if (user) void toggle(product.id)
        else loginModal.open({ returnFocusTo: event.currentTarget })
      }}
      className={`grid size-9 place-items-center rounded-full bg-white/90 shadow-sm transition-colors hover:text-rose-600 disabled:cursor-wait disabled:opacity-60 ${wished ? 'text-rose-600' : 'text-ink-600'} ${className}`}
    >
      <svg viewBox="0 0 24 24" fill={wished ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" className="size-5" aria-hidden="true">
        <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10Z" />
      </svg>
    </button>
  )
}
