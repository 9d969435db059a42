import { useStorefront } from '@vitrina/react'
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { usePagePath } from '../routing/use-page-path'
import { useAfterLogin } from './use-after-login'

/** The account modals of the page shell (storefront spec §2 "Modals"). */
export type AccountModalKind = 'login' | 'register' | 'forgotPassword'

export interface AccountModalOptions {
  /** Gets the focus back when the modal is closed (the button that opened it). */
  returnFocusTo?: HTMLElement | null
}

export interface AccountModalControls {
  /** Opens one of the account modals, in place of any other that is open. */
  open(kind: AccountModalKind, options?: AccountModalOptions): void
  /** Closes the open modal. */
  close(): void
}

export interface LoginModalControls {
  /** Opens the login modal; `returnFocusTo` gets the focus back when the modal is closed. */
  open(options?: AccountModalOptions): void
  /** Closes the modal. */
  close(): void
}

// Loaded when first opened: every page has the provider, and the modals' forms (with the registration's consents)
// would otherwise be part of every page's first load.
const LoginModal = lazy(() => import('./login-modal').then((module) => ({ default: module.LoginModal })))
const RegisterModal = lazy(() => import('../account/register-modal').then((module) => ({ default: module.RegisterModal })))
const ForgotPasswordModal = lazy(() => import('../account/forgot-password-modal').then((module) => ({ default: module.ForgotPasswordModal })))

/** Storefront spec §9: the registration modal's 'Prijavi se' opens the login modal "after registration 1400 ms". */
export const LOGIN_MODAL_DELAY_MS = 1400

const AccountModalContext = createContext<AccountModalControls | null>(null)

/**
 * Holds the account modals of the page shell (login, registration, forgotten password), so anything below (the
 * header's profile popup, the wishlist heart) can open them; one is open at a time, and the links inside switch
 * between them. A navigation closes them.
 */
export function LoginModalProvider({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<AccountModalKind | null>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const focusAfterClose = useRef<HTMLElement | null>(null)
  const loginTimer = useRef<unknown>(undefined)
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const pathTo = usePagePath()
  const { clock } = useStorefront()
  // Here and not in the modal: the cart redirect after 0.2 s must outlive the modal, which closes at once.
  const afterLogin = useAfterLogin()

  const close = useCallback(() => {
    clock.clearTimeout(loginTimer.current)
    focusAfterClose.current = returnFocus.current
    returnFocus.current = null
    setModal(null)
  }, [clock])
  const open = useCallback<AccountModalControls['open']>(
    (kind, options = {}) => {
      clock.clearTimeout(loginTimer.current)
      returnFocus.current = options.returnFocusTo ?? null
      setModal(kind)
    },
    [clock],
  )
  // From one modal to the other: the focus still goes back to what opened the first one.
  const switchTo = (kind: AccountModalKind) => setModal(kind)

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger: a navigation closes the modal
  useEffect(() => {
    returnFocus.current = null
    setModal(null)
  }, [pathname])
  useEffect(() => () => clock.clearTimeout(loginTimer.current), [clock])

  useEffect(() => {
    // Only once the modal is gone: while a modal dialog is open, everything outside it is inert.
    if (modal !== null || !focusAfterClose.current) return
    if (focusAfterClose.current.isConnected) focusAfterClose.current.focus()
    focusAfterClose.current = null
  }, [modal])

  const loggedIn = () => {
    // Storefront spec §4: with abandonedCart the cart follows after 0.2 s; otherwise the modal closes.
    close()
    afterLogin()
  }
  const loginAtHome = () => {
    // Storefront spec §2: "link 'Prijavi se' goes home and opens the login modal after about 1.4 s". The navigation
    // closes the modal; the timer is on the instance's clock, so tests use fake time.
    close()
    void navigate(pathTo('home'))
    loginTimer.current = clock.setTimeout(() => setModal('login'), LOGIN_MODAL_DELAY_MS)
  }

  const controls = useMemo(() => ({ open, close }), [open, close])
  return (
    <AccountModalContext.Provider value={controls}>
      {children}
      <Suspense fallback={null}>
        {modal === 'login' && (
          <LoginModal onClose={close} onLoggedIn={loggedIn} onForgotPassword={() => switchTo('forgotPassword')} onRegister={() => switchTo('register')} />
        )}
        {modal === 'register' && (
          <RegisterModal
            onClose={close}
            onLogin={loginAtHome}
            onRegistered={(outcome) => {
              // Spec §4: a registration without a login goes to the login; an auto-login is a login.
              if (outcome.status === 'registered') switchTo('login')
              else loggedIn()
            }}
          />
        )}
        {modal === 'forgotPassword' && <ForgotPasswordModal onClose={close} onLogin={() => switchTo('login')} />}
      </Suspense>
    </AccountModalContext.Provider>
  )
}

/** The controls of the account modals of the nearest {@link LoginModalProvider}. */
export function useAccountModal(): AccountModalControls {
  const controls = useContext(AccountModalContext)
  if (!controls) throw new Error('useAccountModal() must be used inside <LoginModalProvider>.')
  return controls
}

/** The login modal's controls of the nearest {@link LoginModalProvider}. */
export function useLoginModal(): LoginModalControls {
  const controls = useContext(AccountModalContext)
  if (!controls) throw new Error('useLoginModal() must be used inside <LoginModalProvider>.')
  const { open, close } = controls
  return useMemo(() => ({ open: (options) => open('login', options), close }), [open, close])
}
