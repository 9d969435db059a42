import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type ReactNode } from 'react'
import { CloseIcon } from '../layout/icons'

interface CartDialogProps {
  titleId: string
  onClose: () => void
  children: ReactNode
  /** Tailwind max-width class of the panel. */
  widthClassName?: string
}

/**
 * The native modal `<dialog>` of the cart popup and the bundle customisation modal: the page behind is inert,
 * Escape and a backdrop click close it. Rendered only while open, so it never takes part in server rendering.
 */
export function CartDialog({ titleId, onClose, children, widthClassName = 'max-w-md' }: CartDialogProps) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  const pressedOnBackdrop = useRef(false)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    dialog.showModal()
    return () => {
      if (dialog.open) dialog.close()
    }
  }, [])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose()
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${widthClassName} overflow-y-auto rounded-3xl bg-white p-0 text-ink-900 shadow-2xl shadow-ink-900/20 backdrop:bg-ink-900/50`}
    >
      <div className="relative px-6 pb-6 pt-7 sm:px-8">
        <button
          type="button"
          onClick={onClose}
          aria-label={t`Zatvori`}
          className="absolute right-3 top-3 grid size-10 place-items-center rounded-full text-ink-600 transition-colors hover:bg-cream-100 hover:text-rose-600"
        >
          <CloseIcon className="size-5" />
        </button>
        {children}
      </div>
    </dialog>
  )
}
