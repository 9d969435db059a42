import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { LoginModal } from './login-modal'
import { useAfterLogin } from './use-after-login'

export interface LoginModalControls {
  /** Opens the login modal; `returnFocusTo` gets the focus back when the modal is closed. */
  open(options?: { returnFocusTo?: HTMLElement | null }): void
  /** Closes the modal. */
  close(): void
}

const LoginModalContext = createContext<LoginModalControls | null>(null)

/**
 * Holds the login modal of the page shell, so anything below (the header's profile popup, later the
 * registration modal's "Prijavi se") can open it. A navigation closes it.
 */
export function LoginModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false)
  const returnFocus = useRef<HTMLElement | null>(null)
  const focusAfterClose = useRef<HTMLElement | null>(null)
  const { pathname } = useLocation()
  // Here and not in the modal: the cart redirect after 0.2 s must outlive the modal, which closes at once.
  const afterLogin = useAfterLogin()

  const close = useCallback(() => {
    focusAfterClose.current = returnFocus.current
    returnFocus.current = null
    setOpen(false)
  }, [])
  const open = useCallback<LoginModalControls['open']>((options = {}) => {
    returnFocus.current = options.returnFocusTo ?? null
    setOpen(true)
  }, [])

  useEffect(() => {
    returnFocus.current = null
    setOpen(false)
  }, [pathname])

  useEffect(() => {
    // Only once the modal is gone: while a modal dialog is open, everything outside it is inert.
    if (isOpen || !focusAfterClose.current) return
    if (focusAfterClose.current.isConnected) focusAfterClose.current.focus()
    focusAfterClose.current = null
  }, [isOpen])

  const controls = useMemo(() => ({ open, close }), [open, close])
  return (
    <LoginModalContext.Provider value={controls}>
      {children}
      {isOpen && (
        <LoginModal
          onClose={close}
          onLoggedIn={() => {
            // Storefront spec §4: with abandonedCart the cart follows after 0.2 s; otherwise the modal closes.
            close()
            afterLogin()
          }}
        />
      )}
    </LoginModalContext.Provider>
  )
}

/** The controls of the nearest {@link LoginModalProvider}. */
export function useLoginModal(): LoginModalControls {
  const controls = useContext(LoginModalContext)
  if (!controls) throw new Error('useLoginModal() must be used inside <LoginModalProvider>.')
  return controls
}
