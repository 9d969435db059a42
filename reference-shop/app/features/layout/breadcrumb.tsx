import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { usePagePath } from '../routing/use-page-path'

/** 'Početna / {title}': the trail above a page's heading. */
export function Breadcrumb({ title }: { title: string }) {
  const { i18n } = useLingui()
  const pathTo = usePagePath()
  return (
    <nav aria-label={i18n._(msg`Putanja`)} className="text-sm text-ink-500">
      <ol className="flex items-center gap-2">
        <li>
          <Link to={pathTo('home')} className="hover:text-rose-600">
            <Trans>Početna</Trans>
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="font-semibold text-ink-800">
          {title}
        </li>
      </ol>
    </nav>
  )
}
