import type { ReactNode } from 'react'
import { Link } from 'react-router'

interface SmartLinkProps {
  href: string
  className?: string
  children: ReactNode
  'aria-label'?: string
  onClick?: () => void
}

/** A CMS link: shop paths navigate inside the app, anything else (external, mailto:, tel:) is a plain anchor. */
export function SmartLink({ href, children, ...props }: SmartLinkProps) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} prefetch="intent" {...props}>
        {children}
      </Link>
    )
  }
  const external = /^https?:/.test(href)
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...props}>
      {children}
    </a>
  )
}
