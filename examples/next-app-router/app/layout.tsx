import type { Metadata } from 'next'
import type { ReactNode } from 'react'

/** The page title of every page. */
export const metadata: Metadata = { title: 'Vitrina + Next.js' }

/** The document: the shop's content language is Croatian. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="hr">
      <body>{children}</body>
    </html>
  )
}
