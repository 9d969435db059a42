import { Trans } from '@lingui/react/macro'
import type { NavigationItem } from '@vitrina/sdk'
import { Link } from 'react-router'
import { MediaImage } from '../media/media-image'
import { categoryMedia } from './category-image'

/** How wide a tile's image is drawn: two columns on phones, three from 640 px, four from 1024 px (of at most 1440). */
const TILE_IMAGE_SIZES = '(min-width: 1440px) 332px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw'

/** The main navigation's top categories as image tiles. */
export function CategoryTiles({ items }: { items: NavigationItem[] }) {
  if (items.length === 0) return null

  return (
    <section aria-labelledby="categories-title" className="wrapper py-12 lg:py-16">
      <h2 id="categories-title" className="text-2xl font-extrabold text-ink-900 sm:text-3xl">
        <Trans>Kategorije</Trans>
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4 lg:gap-6">
        {items.map((item, index) => {
          const media = item.prodcategory && categoryMedia(item.prodcategory.media)
          return (
            <li key={item.id}>
              <Link
                to={item.href}
                prefetch="intent"
                className="group block overflow-hidden rounded-3xl bg-white shadow-sm shadow-ink-900/5 ring-1 ring-cream-200 transition hover:-translate-y-0.5 hover:shadow-lg"
              >
                <div className={`aspect-[5/4] overflow-hidden ${TILE_TINTS[index % TILE_TINTS.length]}`}>
                  {/* Decorative: the category's name is the link's text. Below the hero, so loaded as it scrolls into view. */}
                  <MediaImage
                    media={media && { ...media, slug: media.slug || item.prodcategory?.slug }}
                    alt=""
                    renditions={['Small', 'Medium']}
                    sizes={TILE_IMAGE_SIZES}
                    width={720}
                    height={576}
                    className="size-full object-cover transition-transform motion-reduce:transition-none duration-300 group-hover:scale-105"
                    fallback={
                      <span aria-hidden="true" className="grid size-full place-items-center text-5xl font-extrabold text-white/80">
                        {item.title.charAt(0)}
                      </span>
                    }
                  />
                </div>
                <div className="flex items-center justify-between gap-2 px-4 py-3">
                  <span className="font-bold text-ink-900 group-hover:text-rose-600">{item.title}</span>
                  {item.children.length > 0 && <span className="text-xs font-semibold text-ink-400">{item.children.length}</span>}
                </div>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

const TILE_TINTS = ['bg-rose-100', 'bg-mint-100', 'bg-sun-100', 'bg-sky-100']
