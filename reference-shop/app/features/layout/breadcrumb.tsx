import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Fragment } from 'react'
import { Link } from 'react-router'
import { usePagePath } from '../routing/use-page-path'

/** A step of the trail between the home page and the current page. */
export interface BreadcrumbStep {
  title: string
  href: string
}

/** 'Početna / {steps} / {title}': the trail above a page's heading (a product's shows its main category). */
export function Breadcrumb({ title, steps = [] }: { title: string; steps?: BreadcrumbStep[] }) {
  const { i18n } = useLingui()
  const pathTo = usePagePath()
  return (
    <nav aria-label={i18n._(msg`Putanja`)} className="text-sm text-ink-500">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <Link to={pathTo('home')} className="hover:text-rose-600">
            <Trans>Početna</Trans>
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        {steps.map((step) => (
          <Fragment key={step.href}>
            <li>
              <Link to={step.href} prefetch="intent" className="hover:text-rose-600">
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
