import { useLingui } from '@lingui/react/macro'
import { useAuth } from '@vitrina/react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useAccountModal } from '../auth/login-modal.context'
import { usePagePath } from '../routing/use-page-path'
import { loadHeaderPanels } from './header-panels.load'
import { UserIcon } from './icons'

const ProfilePopup = lazy(() => loadHeaderPanels().then((panels) => ({ default: panels.ProfilePopup })))

const iconButton = 'relative grid size-11 place-items-center rounded-full text-ink-800 transition-colors hover:bg-cream-100 hover:text-rose-600'

/**
 * The header's profile icon (storefront spec §2): for a logged-in visitor a link to the profile page with their
 * first name; otherwise a popup with PRIJAVA (the login modal) and REGISTRACIJA (the registration modal, a link to
 * /registracija for a new tab or a visit without JavaScript). The popup toggles on click and closes on an outside
 * click, on Escape and on a route change.
 */
export function ProfileMenu() {
  const { t } = useLingui()
  const { user } = useAuth()
  const pathTo = usePagePath()

  if (user) {
    const name = user.details.firstName || user.email
    return (
      <Link to={pathTo('profile')} className={`${iconButton} lg:flex lg:w-auto lg:gap-2 lg:px-3`} aria-label={t`Moj račun: ${name}`}>
        <UserIcon />
        <span className="hidden max-w-32 truncate text-sm font-bold lg:inline">{name}</span>
      </Link>
    )
  }
  return <GuestProfilePopup />
}

function GuestProfilePopup() {
  const { t } = useLingui()
  const modals = useAccountModal()
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger: a navigation closes the menu
  useEffect(() => {
    setOpen(false)
  }, [pathname])
  useEffect(() => {
    if (!open) return
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('click', closeOnOutsideClick)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('click', closeOnOutsideClick)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={toggleRef}
        type="button"
        className={iconButton}
        aria-label={t`Moj račun`}
        aria-expanded={open}
        aria-controls="profile-popup"
        onClick={() => setOpen(!open)}
      >
        <UserIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <ProfilePopup
            onLogin={() => {
              setOpen(false)
              modals.open('login', { returnFocusTo: toggleRef.current })
            }}
            onRegister={() => {
              setOpen(false)
              modals.open('register', { returnFocusTo: toggleRef.current })
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
