import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type ReactNode } from 'react'
import { $openModals } from '../notices/notice-toaster'
import { CloseIcon } from './icons'

interface ModalDialogProps {
  titleId: string
  onClose: () => void
  children: ReactNode
  /** Tailwind max-width class of the panel. */
  widthClassName?: string
  /** Tailwind max-height class of the panel (the login modal is at most 544 px high). */
  maxHeightClassName?: string
  /** A selector of the element inside that takes the focus on opening (default: the browser's choice). */
  initialFocus?: string
  /** Whether a click on the backdrop closes it (default); the back-office's media modals close only by their buttons. */
  closeOnBackdrop?: boolean
}

/**
 * The shop's native modal `<dialog>` (login, cart popup, bundle customisation): the page behind is inert,
 * Escape and a backdrop click close it through `onClose`, so React's state and the element agree. Rendered
 * only while open, so it never takes part in server rendering.
 */
export function ModalDialog({
  titleId,
  onClose,
  children,
  widthClassName = 'max-w-md',
  maxHeightClassName = 'max-h-[calc(100dvh-2rem)]',
  initialFocus,
  closeOnBackdrop = true,
}: ModalDialogProps) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  const pressedOnBackdrop = useRef(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per mount: the dialog is mounted while open
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    dialog.showModal()
    $openModals.set([...$openModals.get(), dialog])
    if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus()
    return () => {
      $openModals.set($openModals.get().filter((open) => open !== dialog))
      if (dialog.open) dialog.close()
    }
    // Opened once per mount: the dialog is mounted while open and unmounted on close.
  }, [])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; the keyboard closes a dialog with Escape, natively
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Escape: the parent closes it.
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      // A click on the backdrop reaches the dialog element itself; clicks inside land on its content. Both the
      // press and the release must be on the backdrop: selecting text in a field and letting go outside is no click away.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        if (closeOnBackdrop && pressedOnBackdrop.current && event.target === event.currentTarget) onClose()
      }}
      className={`m-auto ${maxHeightClassName} w-[calc(100%-2rem)] ${widthClassName} overflow-y-auto rounded-3xl bg-white p-0 text-ink-900 shadow-2xl shadow-ink-900/20 backdrop:bg-ink-900/50 backdrop:backdrop-blur-[2px]`}
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
