import { Trans } from '@lingui/react/macro'
import { useSite } from '@vitrina/react'
import { useEffect, useState, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { usePagePath } from '../routing/use-page-path'

/** Spec: "content appears 1 s after mount". The document still answers 404 at once; only the text waits. */
export const NOT_FOUND_CONTENT_DELAY_MS = 1000

/** The 404 page; it also reports the path to the backend's redirect tools. */
export function NotFoundPage() {
  const [visible, setVisible] = useState(false)
  const { reportFailedRequest } = useSite()
  const { pathname } = useLocation()

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), NOT_FOUND_CONTENT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  useEffect(() => {
    void reportFailedRequest(pathname)
  }, [reportFailedRequest, pathname])

  return (
    <section aria-labelledby={visible ? 'not-found-title' : undefined} className="wrapper grid min-h-[50vh] place-items-center py-16">
      {visible && <NotFoundContent titleId="not-found-title" />}
    </section>
  )
}

/** The 404's text: the number, 'Stranica nije pronađena', the reason when there is one, and the link home. */
export function NotFoundContent({ titleId, reason }: { titleId: string; reason?: ReactNode }) {
  const pathTo = usePagePath()
  return (
    <div className="max-w-lg text-center">
      {/* Visible text keeps 3:1 (WCAG AA for large text) even when hidden from screen readers. */}
      <p aria-hidden="true" className="font-display text-7xl font-extrabold text-rose-500 sm:text-8xl">
        404
      </p>
      <h1 id={titleId} className="mt-4 text-2xl font-extrabold text-ink-900 sm:text-3xl">
        <Trans>Stranica nije pronađena</Trans>
      </h1>
      {reason && <p className="mt-3 text-ink-600">{reason}</p>}
      <Link to={pathTo('home')} className="mt-8 inline-block rounded-full bg-rose-500 px-6 py-3 font-bold text-white hover:bg-rose-600">
        <Trans>Povratak na početnu</Trans>
      </Link>
    </div>
  )
}
