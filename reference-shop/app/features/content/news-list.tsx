import { Trans } from '@lingui/react/macro'
import { useStore } from '@nanostores/react'
import { useStorefront } from '@vitrina/react'
import { createContentService, type NewsListSnapshot } from '@vitrina/sdk'
import { useMemo } from 'react'
import { Breadcrumb } from '../layout/breadcrumb'
import { NewsCard } from './news-card'

/** How wide a card's image is drawn in the news list: one column on phones, two from 525 px, three from 1024 px. */
const NEWS_LIST_IMAGE_SIZES = '(min-width: 1440px) 443px, (min-width: 1024px) 31vw, (min-width: 525px) 46vw, 92vw'

/**
 * The blog: the news list 'Novosti' (or a blog term's posts) in pages of 5, newest first (spec §2). The first
 * page comes server-rendered; 'Učitaj više' appends the next page in the browser and hides when all are loaded.
 */
export function NewsList({ title, termSlug, snapshot }: { title: string; termSlug?: string; snapshot: NewsListSnapshot }) {
  const shop = useStorefront()
  const list = useMemo(
    () => createContentService(shop).createNewsList({ ...(termSlug ? { termSlugs: [termSlug] } : {}), snapshot }),
    [shop, termSlug, snapshot],
  )
  const posts = useStore(list.$posts)
  const loading = useStore(list.$loading)
  const hasMore = useStore(list.$hasMore)
  return (
    <div className="wrapper py-8 lg:py-10">
      <Breadcrumb title={title} />
      <h1 className="mt-4 font-display text-3xl font-extrabold text-ink-900 sm:text-4xl">{title}</h1>
      {posts.length === 0 ? (
        <p className="mt-8 rounded-3xl bg-white p-10 text-center font-semibold text-ink-600 ring-1 ring-cream-200">
          <Trans>Nema objava za prikazati.</Trans>
        </p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={title}>
          {posts.map((post, index) => (
            <li key={post.id}>
              {/* The first card's image is the page's largest paint; the first row is in the first screen. */}
              <NewsCard post={post} imageSizes={NEWS_LIST_IMAGE_SIZES} imageLoading={index === 0 ? 'priority' : index < 3 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <div className="mt-8 text-center">
          <button
            type="button"
            disabled={loading}
            onClick={() => void list.loadMore()}
            className="rounded-full bg-rose-600 px-6 py-3 font-bold text-white hover:bg-rose-700 disabled:opacity-60"
          >
            {loading ? <Trans>Učitavam...</Trans> : <Trans>Učitaj više</Trans>}
          </button>
        </div>
      )}
    </div>
  )
}
