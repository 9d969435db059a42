import { useEffect, useState } from 'react'
import { NotFoundContent } from './not-found-content'

/** Spec: "content appears 1 s after mount". The document still answers 404 at once; only the text waits. */
export const NOT_FOUND_CONTENT_DELAY_MS = 1000

/** The 404 page. Its path is reported to the backend's redirect tools by the server that answered 404 (not-found-report.server.ts). */
export function NotFoundPage() {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), NOT_FOUND_CONTENT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  return (
    <section aria-labelledby={visible ? 'not-found-title' : undefined} className="wrapper grid min-h-[50vh] place-items-center py-16">
      {visible && <NotFoundContent titleId="not-found-title" />}
    </section>
  )
}
