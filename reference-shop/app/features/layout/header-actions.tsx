import { useLingui } from '@lingui/react/macro'
import { useAuth } from '@vitrina/react'
import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { usePagePath } from '../routing/use-page-path'
import { loadWishlistParts } from '../wishlist/wishlist-parts.load'
import { MiniCart } from '../cart/mini-cart'
import { HeartIcon } from './icons'
import { ProfileMenu } from './profile-menu'

// A logged-in shopper's count, with the wishlist's code: a visitor's pages load none of it (wishlist-parts.tsx).
const WishlistCountLink = lazy(() => loadWishlistParts().then((parts) => ({ default: parts.WishlistCountLink })))

const iconButton = 'relative grid size-11 place-items-center rounded-full text-ink-800 transition-colors hover:bg-cream-100 hover:text-rose-600'

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null
  return (
    <span className="absolute right-0.5 top-0.5 grid min-w-5 place-items-center rounded-full bg-rose-500 px-1 text-[11px] font-bold leading-5 text-white">
      {count}
    </span>
  )
}

/**
 * Profile, wishlist and cart. The wishlist icon links to the profile's wishlist tab with the count of wished
 * products, and is hidden for back-office users (storefront spec §2 and §6); the cart icon opens the mini cart.
 */
export function HeaderActions({ menuOpen = false }: { menuOpen?: boolean }) {
  const { user, isBackofficeUser } = useAuth()

  return (
    <div className="flex items-center gap-0.5">
      <ProfileMenu />
      {!isBackofficeUser &&
        (user ? (
          <Suspense fallback={<WishlistLink count={0} />}>
            <WishlistCountLink />
          </Suspense>
        ) : (
          <WishlistLink count={0} />
        ))}
      <MiniCart buttonClassName={iconButton} menuOpen={menuOpen} />
    </div>
  )
}

/** The heart of the header: the profile's wishlist tab, with the count of wished products. */
export function WishlistLink({ count: wishlistCount }: { count: number }) {
  const { t } = useLingui()
  const pathTo = usePagePath()
  return (
    <Link to={`${pathTo('profile')}?tab=wishlist`} className={iconButton} aria-label={t`Lista želja (${wishlistCount})`}>
      <HeartIcon />
      <CountBadge count={wishlistCount} />
    </Link>
  )
}
