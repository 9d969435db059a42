import type { ReactNode } from 'react'
import { Breadcrumb } from '../layout/breadcrumb'

const WIDTHS = { md: 'max-w-md', xl: 'max-w-xl', '2xl': 'max-w-2xl' } as const

export interface FormPageProps {
  /** The page's name: the breadcrumb and the card's heading. */
  title: string
  /** A line under the heading. */
  intro?: ReactNode
  /** The card's width; `md` by default. */
  width?: keyof typeof WIDTHS
  children: ReactNode
}

/**
 * A page whose content is one form in a card (login, registration, the passwords, the e-mail confirmation): the
 * breadcrumb, then the card with its heading, an optional intro line, and the form.
 */
export function FormPage({ title, intro, width = 'md', children }: FormPageProps) {
  return (
    <div className="wrapper py-12 lg:py-16">
      <Breadcrumb title={title} />
      <section
        aria-labelledby="page-title"
        className={`mx-auto mt-8 ${WIDTHS[width]} rounded-3xl border border-cream-200 bg-white px-6 py-8 shadow-sm sm:px-8`}
      >
        <h1 id="page-title" className={`text-3xl font-extrabold text-ink-900 ${intro ? '' : 'mb-6'}`}>
          {title}
        </h1>
        {intro && <p className="mb-6 mt-1 text-sm text-ink-600">{intro}</p>}
        {children}
      </section>
    </div>
  )
}
