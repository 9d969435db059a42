import { useLanguage, useStorefront } from '@vitrina/react'
import { type AddableProduct, createCartService, MESSAGE_KEYS } from '@vitrina/sdk'
import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { pagePath } from '../routing/pages'

// Loaded when first shown: every page has the provider, and few visits open either.
const BundleModal = lazy(() => import('./bundle-modal').then((module) => ({ default: module.BundleModal })))
const CartPopup = lazy(() => import('./cart-popup').then((module) => ({ default: module.CartPopup })))

/** A bundle waiting for the shopper's choices, with its name for the modal's title when known. */
export type BundleToConfigure = AddableProduct & { name?: string }

interface CartUi {
  openPopup(): void
  configureBundle(bundle: BundleToConfigure): void
}

const CartUiContext = createContext<CartUi | null>(null)

/** The cart popup and the bundle customisation modal of the page, for {@link useAddToCart}; null outside the provider. */
export function useCartUi(): CartUi | null {
  return useContext(CartUiContext)
}

/**
 * Owns the cart popup and the bundle customisation modal, and follows the SDK's cart events: after
 * 'Cart is archived.' or 'Session already used.' the SDK asks for the home page (its error notice shows as a
 * toast through the NoticeToaster).
 */
export function CartUiProvider({ children }: { children: ReactNode }) {
  const shop = useStorefront()
  const { notices } = shop
  const cart = createCartService(shop)
  const { language } = useLanguage()
  const navigate = useNavigate()
  const [popupOpen, setPopupOpen] = useState(false)
  const [bundle, setBundle] = useState<BundleToConfigure | null>(null)

  useEffect(
    () =>
      cart.listen((event) => {
        if (event.type === 'redirectHome') void navigate(pagePath('home', language))
      }),
    [cart, language, navigate],
  )

  // Every add ends in the SDK's 'Proizvod dodan u košaricu!' notice, whichever button made it (cards may call
  // `useCart().add` directly): with behaviour 2 (ShowPopup) the popup follows it here.
  useEffect(
    () =>
      notices.listen((notice) => {
        if (notice.key === MESSAGE_KEYS.addedToCart && cart.$behaviour.get() === 2) setPopupOpen(true)
      }),
    [notices, cart],
  )

  const ui = useMemo<CartUi>(() => ({ openPopup: () => setPopupOpen(true), configureBundle: setBundle }), [])

  return (
    <CartUiContext.Provider value={ui}>
      {children}
      <Suspense fallback={null}>
        {popupOpen && <CartPopup onClose={() => setPopupOpen(false)} />}
        {bundle && <BundleModal bundle={bundle} onClose={() => setBundle(null)} />}
      </Suspense>
    </CartUiContext.Provider>
  )
}
