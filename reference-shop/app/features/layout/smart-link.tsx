import type { ReactNode } from 'react'
import { Link } from 'react-router'

interface SmartLinkProps {
  href: string
  className?: string
  children: ReactNode
  'aria-label'?: string
  onClick?: () => void
  /** `_blank` opens the link in a new tab (as the editor chose in the link options modal). */
  target?: '_blank' | '_self' | undefined
}

/** A CMS link: shop paths navigate inside the app, anything else (external, mailto:, tel:) is a plain anchor. */
export function SmartLink({ href, children, target, ...props }: SmartLinkProps) {
  const newTab = target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} prefetch="intent" {...newTab} {...props}>
        {children}
      </Link>
    )
  }
  const external = /^https?:/.test(href)
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : newTab)} {...props}>
      {children}
    </a>
  )
}
