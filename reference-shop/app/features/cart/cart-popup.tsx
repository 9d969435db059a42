import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { Link } from 'react-router'
import { usePagePath } from '../routing/use-page-path'
import { ModalDialog } from '../layout/modal-dialog'

/** The cart popup of cart-addition behaviour 2 (ShowPopup): keep shopping, or go to the cart. */
export function CartPopup({ onClose }: { onClose: () => void }) {
  const titleId = useId()
  const pathTo = usePagePath()
  return (
    <ModalDialog titleId={titleId} onClose={onClose}>
      <h2 id={titleId} className="pr-8 text-xl font-extrabold">
        <Trans>Proizvod dodan u košaricu!</Trans>
      </h2>
      <div className="mt-6 grid gap-2 sm:grid-cols-2">
        <button
          type="button"
          onClick={onClose}
          className="rounded-full border border-ink-200 px-4 py-2.5 text-sm font-bold hover:border-rose-400 hover:text-rose-600"
        >
          <Trans>Nastavi kupovinu</Trans>
        </button>
        <Link to={pathTo('cart')} onClick={onClose} className="rounded-full bg-rose-500 px-4 py-2.5 text-center text-sm font-bold text-white hover:bg-rose-600">
          <Trans>Pregled košarice</Trans>
        </Link>
      </div>
    </ModalDialog>
  )
}
