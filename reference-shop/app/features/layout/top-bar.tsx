import type { ContentLink } from './layout.content'
import { SmartLink } from './smart-link'

/** The thin strip above the header: the editor's message (e.g. the free-delivery promise) and a few links. */
export function TopBar({ text, links }: { text?: string; links: ContentLink[] }) {
  if (!text && links.length === 0) return null
  return (
    <div className="bg-mint-700 text-sm text-white">
      <div className="wrapper flex min-h-9 flex-wrap items-center justify-center gap-x-6 gap-y-1 py-1.5 md:justify-between">
        {text && <p className="text-center font-medium">{text}</p>}
        {links.length > 0 && (
          <ul className="hidden items-center gap-5 md:flex">
            {links.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} className="underline-offset-4 hover:underline">
                  {link.title}
                </SmartLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
