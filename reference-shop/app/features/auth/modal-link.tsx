import type { ReactNode } from 'react'
import { Link } from 'react-router'

export interface ModalLinkProps {
  /** The page the link stands for: followed without JavaScript, in a new tab, or when there is no `onOpen`. */
  to: string
  /** Opens the modal instead of the page on a plain click; without it the link is an ordinary link. */
  onOpen?: (() => void) | undefined
  className?: string
  children: ReactNode
}

/**
 * A link to an account page (login, registration, forgotten password) that opens the page's modal on a plain
 * click. It keeps a real href, so a middle click, a modified click and a visit without JavaScript still reach
 * the page.
 */
export function ModalLink({ to, onOpen, className, children }: ModalLinkProps) {
  return (
    <Link
      to={to}
      className={className}
      onClick={(event) => {
        if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        onOpen()
      }}
    >
      {children}
    </Link>
  )
}
