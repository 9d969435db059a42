import { Trans, useLingui } from '@lingui/react/macro'
import type { Post } from '@vitrina/sdk'
import { Link } from 'react-router'
import { NewsCard } from '../content/news-card'
import { usePagePath } from '../routing/use-page-path'

/** How wide a card's image is drawn: one column on phones, two from 768 px, three from 1024 px (of at most 1440). */
const LATEST_NEWS_IMAGE_SIZES = '(min-width: 1440px) 443px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 92vw'

/** The home page's news block: the latest posts and a link to the news list 'Novosti'; nothing without posts. */
export function LatestNews({ posts }: { posts: Post[] }) {
  const { t } = useLingui()
  const pathTo = usePagePath()
  if (posts.length === 0) return null
  return (
    <section aria-labelledby="latest-news-title" className="wrapper py-10 lg:py-14">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="latest-news-title" className="text-2xl font-extrabold text-ink-900 sm:text-3xl">
          <Trans>Novosti</Trans>
        </h2>
        <Link to={pathTo('blog')} className="text-sm font-bold text-rose-600 underline-offset-2 hover:underline">
          <Trans>Sve novosti</Trans>
        </Link>
      </div>
      <ul className="mt-6 grid gap-6 tablet:grid-cols-2 lg:grid-cols-3" aria-label={t`Najnovije objave`}>
        {posts.map((post) => (
          <li key={post.id}>
            <NewsCard post={post} headingLevel={3} imageSizes={LATEST_NEWS_IMAGE_SIZES} />
          </li>
        ))}
      </ul>
    </section>
  )
}
