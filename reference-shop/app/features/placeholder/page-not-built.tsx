import { Trans, useLingui } from '@lingui/react/macro'
import { useSite } from '@vitrina/react'
import { Link, useLocation } from 'react-router'
import { Breadcrumb } from '../layout/breadcrumb'
import { BasketIcon } from '../layout/icons'
import { pageTitle } from '../routing/page-titles'
import type { PageId } from '../routing/pages'
import { usePagePath } from '../routing/use-page-path'

/**
 * A real route whose screen comes in a later issue: it names the page and says plainly that it is not built
 * yet, so every header and footer link already leads somewhere.
 */
export function PageNotBuilt({ page }: { page: PageId }) {
  const { i18n } = useLingui()
  const { navigation } = useSite()
  const { pathname, search } = useLocation()
  const pathTo = usePagePath()

  const name = pageTitle(page, { pathname, search, mainNavigation: navigation.main })
  const title = typeof name === 'object' ? i18n._(name) : (name ?? '')

  return (
    <div className="wrapper py-12 lg:py-16">
      <Breadcrumb title={title} />
      <section aria-labelledby="page-title" className="mt-6 rounded-3xl border-2 border-dashed border-cream-200 bg-white px-6 py-14 text-center">
        <div className="mx-auto grid size-20 place-items-center rounded-full bg-cream-100 text-rose-500">
          <BasketIcon className="size-10" />
        </div>
        <h1 id="page-title" className="mt-6 text-3xl font-extrabold text-ink-900">
          {title}
        </h1>
        <p className="mt-3 text-ink-600">
          <Trans>Ova stranica još nije izgrađena.</Trans>
        </p>
        <Link to={pathTo('home')} className="mt-8 inline-block rounded-full bg-rose-500 px-6 py-3 font-bold text-white hover:bg-rose-600">
          <Trans>Povratak na početnu</Trans>
        </Link>
      </section>
    </div>
  )
}
