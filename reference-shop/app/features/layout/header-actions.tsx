import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { usePagePath } from '../routing/use-page-path'
import { CartIcon, HeartIcon, UserIcon } from './icons'

const iconButton = 'relative grid size-11 place-items-center rounded-full text-ink-800 transition-colors hover:bg-cream-100 hover:text-rose-600'

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null
  return <span className="absolute right-0.5 top-0.5 grid min-w-5 place-items-center rounded-full bg-rose-500 px-1 text-[11px] font-bold leading-5 text-white">{count}</span>
}

/**
 * Profile, wishlist and cart. Nobody can log in yet, so the profile icon opens the popup the spec gives for
 * anonymous visitors (PRIJAVA, REGISTRACIJA); counts stay at zero until the wishlist and cart issues.
 */
export function HeaderActions() {
  const { t } = useLingui()
  const pathTo = usePagePath()
  const [profileOpen, setProfileOpen] = useState(false)
  const profileRef = useRef<HTMLDivElement>(null)
  const { pathname } = useLocation()

  useEffect(() => {
    setProfileOpen(false)
  }, [pathname])
  useEffect(() => {
    if (!profileOpen) return
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!profileRef.current?.contains(event.target as Node)) setProfileOpen(false)
    }
    document.addEventListener('click', closeOnOutsideClick)
    return () => document.removeEventListener('click', closeOnOutsideClick)
  }, [profileOpen])

  const wishlistCount = 0
  const cartCount = 0

  return (
    <div className="flex items-center gap-0.5">
      <div ref={profileRef} className="relative">
        <button type="button" className={iconButton} aria-label={t`Moj račun`} aria-expanded={profileOpen} aria-controls="profile-popup" onClick={() => setProfileOpen(!profileOpen)}>
          <UserIcon />
        </button>
        {profileOpen && (
          <div id="profile-popup" className="absolute right-0 top-full z-50 mt-2 w-52 rounded-2xl border border-cream-200 bg-white p-2 shadow-xl shadow-ink-900/10">
            <Link to={pathTo('login')} className="block rounded-xl px-4 py-2.5 text-sm font-bold tracking-wide text-ink-900 hover:bg-cream-100">
              {t`PRIJAVA`}
            </Link>
            <Link to={pathTo('register')} className="block rounded-xl px-4 py-2.5 text-sm font-bold tracking-wide text-ink-900 hover:bg-cream-100">
              {t`REGISTRACIJA`}
            </Link>
          </div>
        )}
      </div>
      <Link to={`${pathTo('profile')}?tab=wishlist`} className={iconButton} aria-label={t`Lista želja (${wishlistCount})`}>
        <HeartIcon />
        <CountBadge count={wishlistCount} />
      </Link>
      <Link to={pathTo('cart')} className={iconButton} aria-label={t`Košarica (${cartCount})`}>
        <CartIcon />
        <CountBadge count={cartCount} />
      </Link>
    </div>
  )
}
