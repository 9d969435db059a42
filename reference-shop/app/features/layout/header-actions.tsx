import { useLingui } from '@lingui/react/macro'
import { useAuth, useWishlist } from '@vitrina/react'
import { Link } from 'react-router'
import { usePagePath } from '../routing/use-page-path'
import { MiniCart } from '../cart/mini-cart'
import { HeartIcon } from './icons'
import { ProfileMenu } from './profile-menu'

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
  const { t } = useLingui()
  const pathTo = usePagePath()
  const { isBackofficeUser } = useAuth()
  const { count: wishlistCount } = useWishlist()

  return (
    <div className="flex items-center gap-0.5">
      <ProfileMenu />
      {!isBackofficeUser && (
        <Link to={`${pathTo('profile')}?tab=wishlist`} className={iconButton} aria-label={t`Lista želja (${wishlistCount})`}>
          <HeartIcon />
          <CountBadge count={wishlistCount} />
        </Link>
      )}
      <MiniCart buttonClassName={iconButton} menuOpen={menuOpen} />
    </div>
  )
}
