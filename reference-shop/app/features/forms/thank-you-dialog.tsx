import { Trans } from '@lingui/react/macro'
import { useStorefront } from '@vitrina/react'
import { useEffect, useId, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { ModalDialog } from '../layout/modal-dialog'
import { usePagePath } from '../routing/use-page-path'

/** Storefront spec §9 "thank-you popup 200000 ms". */
export const THANK_YOU_POPUP_MS = 200_000

/**
 * The thank-you popup after a price enquiry (storefront spec §4 "Price enquiry: form, loading, success notice. After
 * about 200 s the thank-you popup closes and goes to / (or /prijava or /registracija when already there)"). Closing
 * it by hand only closes it.
 */
export function ThankYouDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const titleId = useId()
  const { clock } = useStorefront()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const pathTo = usePagePath()
  // The page the timer ends on is the one the shopper was on when it started.
  const target = useRef([pathTo('login'), pathTo('register')].includes(pathname) ? pathname : pathTo('home'))
  const close = useRef(onClose)
  close.current = onClose

  useEffect(() => {
    const timer = clock.setTimeout(() => {
      close.current()
      void navigate(target.current)
    }, THANK_YOU_POPUP_MS)
    return () => clock.clearTimeout(timer)
  }, [clock, navigate])

  return (
    <ModalDialog titleId={titleId} onClose={onClose} widthClassName="max-w-md">
      <h2 id={titleId} className="pr-8 text-2xl font-extrabold text-ink-900">
        <Trans>Hvala na upitu!</Trans>
      </h2>
      <p role="status" className="mt-3 text-ink-800">
        {message}
      </p>
      <button type="button" onClick={onClose} className="mt-6 rounded-full bg-rose-500 px-8 py-3 font-bold text-white hover:bg-rose-600">
        <Trans>Zatvori</Trans>
      </button>
    </ModalDialog>
  )
}
