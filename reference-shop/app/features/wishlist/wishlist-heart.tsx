import { useLingui } from '@lingui/react/macro'
import { useAuth } from '@vitrina/react'
import type { ProductSummary } from '@vitrina/sdk'
import { lazy, type MouseEvent, Suspense } from 'react'
import { useLoginModal } from '../auth/login-modal.context'
import { loadWishlistParts } from './wishlist-parts.load'

// A logged-in shopper's heart, with the wishlist's code: a visitor's pages load none of it (wishlist-parts.tsx).
const WishlistToggle = lazy(() => loadWishlistParts().then((parts) => ({ default: parts.WishlistToggle })))

/** A product for a wishlist heart. */
type WishedProduct = Pick<ProductSummary, 'id' | 'name'>

/**
 * A product card's wishlist heart (storefront spec §2: "filled only when logged in and wishlisted"). Pressed by a
 * logged-in shopper it adds the product or removes it (spec §4 "Wishlist toggle"; the SDK refetches the list and
 * emits the added or removed toast); pressed by a visitor it opens the login modal, since the wishlist belongs to
 * an account. Back-office users have no wishlist (spec §6), so they get no heart.
 */
export function WishlistHeart({ product, className = '' }: { product: WishedProduct; className?: string }) {
  const { user, isBackofficeUser } = useAuth()
  const loginModal = useLoginModal()
  if (isBackofficeUser) return null
  if (!user) return <HeartButton product={product} className={className} onClick={(event) => loginModal.open({ returnFocusTo: event.currentTarget })} />
  return (
    <Suspense fallback={<HeartButton product={product} className={className} busy />}>
      <WishlistToggle productId={product.id}>
        {({ wished, busy, toggle }) => <HeartButton product={product} className={className} wished={wished} busy={busy} onClick={toggle} />}
      </WishlistToggle>
    </Suspense>
  )
}

interface HeartButtonProps {
  product: WishedProduct
  className: string
  wished?: boolean
  busy?: boolean
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void
}

/** The heart itself: filled when the product is wished, waiting while a toggle runs. */
function HeartButton({ product, className, wished = false, busy = false, onClick }: HeartButtonProps) {
  const { t } = useLingui()
  const { name } = product
  return (
    <button
      type="button"
      aria-pressed={wished}
      aria-busy={busy}
      disabled={busy}
      aria-label={wished ? t`Ukloni s liste želja: ${name}` : t`Dodaj na listu želja: ${name}`}
      onClick={onClick}
      className={`grid size-9 place-items-center rounded-full bg-white/90 shadow-sm transition-colors hover:text-rose-600 disabled:cursor-wait disabled:opacity-60 ${wished ? 'text-rose-600' : 'text-ink-600'} ${className}`}
    >
      <svg viewBox="0 0 24 24" fill={wished ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" className="size-5" aria-hidden="true">
        <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10Z" />
      </svg>
    </button>
  )
}
