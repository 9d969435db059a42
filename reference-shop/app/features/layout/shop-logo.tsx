import { Link } from 'react-router'
import { usePagePath } from '../routing/use-page-path'
import { useElementImageUrl } from './element-image'
import type { ContentLogo } from './layout.content'

const LOGO_WIDTH = 160
const LOGO_HEIGHT = 40

/** The shop's logo linking home: the editor's image when the element has one, else the word mark. */
export function ShopLogo({ logo, className = '' }: { logo: ContentLogo; className?: string }) {
  const pathTo = usePagePath()
  const src = useElementImageUrl(logo.url)
  return (
    <Link to={pathTo('home')} className={`inline-flex shrink-0 items-center gap-2 ${className}`}>
      {src ? (
        // The element gives no size: the box is the seeded 640x160 word mark's shape at the drawn height. A logo of
        // another shape keeps its own once loaded (the height is fixed, the width follows), so only the width can move.
        // Low priority: never the largest paint, so React does not preload it ahead of the page's own resources.
        <img src={src} alt={logo.alt} width={LOGO_WIDTH} height={LOGO_HEIGHT} fetchPriority="low" className="h-10 w-auto lg:h-12" />
      ) : (
        <span className="font-display text-2xl font-extrabold tracking-tight text-ink-900 lg:text-3xl">{logo.alt}</span>
      )}
    </Link>
  )
}
