import { Trans, useLingui } from '@lingui/react/macro'
import { useCheckout, useStorefront } from '@vitrina/react'
import { MESSAGE_KEYS } from '@vitrina/sdk'
import { useEffect, useRef } from 'react'
import { Link, useNavigate } from 'react-router'
import { usePagePath } from '../routing/use-page-path'

/**
 * /checkout/failure (storefront spec §2): titled from core.notifications.checkoutFailureTitle; "Any path
 * containing checkout/failure is redirected to /kosarica". The declined payment released the cart
 * (docs/contract/checkout.md), so the cart session is kept; the title follows the shopper as a notice.
 */
export function CheckoutFailurePage() {
  const { i18n } = useLingui()
  const { notices } = useStorefront()
  const { resumeFromProvider } = useCheckout()
  const navigate = useNavigate()
  const cartPath = usePagePath()('cart')
  // Once per visit, however often the effect runs (a new navigate function, React's development double run).
  const left = useRef(false)

  useEffect(() => {
    if (left.current) return
    left.current = true
    resumeFromProvider({ outcome: 'failure' })
    // Once the cart shows: on a page that just loaded, the toaster (rendered after the page) starts listening
    // only after this effect has run, and would miss a notice sent now.
    void Promise.resolve(navigate(cartPath, { replace: true })).then(() => notices.notify({ level: 'error', key: MESSAGE_KEYS.checkoutFailureTitle }))
  }, [resumeFromProvider, notices, navigate, cartPath])

  return (
    <div className="wrapper py-12 text-center lg:py-16">
      <h1 className="text-3xl font-extrabold">{i18n._(MESSAGE_KEYS.checkoutFailureTitle)}</h1>
      <Link to={cartPath} className="mt-6 inline-block font-bold text-rose-600 underline-offset-2 hover:underline">
        <Trans>Povratak u košaricu</Trans>
      </Link>
    </div>
  )
}
