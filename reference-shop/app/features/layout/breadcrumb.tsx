import { useLingui } from '@lingui/react/macro'
import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router'
import { usePagePath } from '../routing/use-page-path'

/** A step of the trail between the home page and the current page. */
export interface BreadcrumbStep {
  title: ReactNode
  href: string
}

/** 'Početna / {steps} / {title}': the trail above a page's heading (a product's shows its main category). */
export function Breadcrumb({ title, steps = [] }: { title: string; steps?: BreadcrumbStep[] }) {
  const { t } = useLingui()
  const pathTo = usePagePath()
  return (
    <nav aria-label={t`Putanja`} className="text-sm text-ink-500">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {[{ title: t`Početna`, href: pathTo('home') }, ...steps].map((step) => (
          <Fragment key={step.href}>
            <li>
              <Link to={step.href} className="hover:text-rose-600">
                {step.title}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
          </Fragment>
        ))}
        <li aria-current="page" className="font-semibold text-ink-800">
          {title}
        </li>
      </ol>
    </nav>
  )
}
