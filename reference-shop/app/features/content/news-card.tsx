import { Trans } from '@lingui/react/macro'
import { useLanguage } from '@vitrina/react'
import { newsExcerpt, type Post } from '@vitrina/sdk'
import { Link } from 'react-router'
import type { ImageLoading } from '../media/media-image'
import { postPath } from '../routing/pages'
import { ContentImage } from './content-image'

// A module of its own: the home page's latest news shows these cards without the blog's list and breadcrumb.

/**
 * A news card: image (placeholder if none), title, the excerpt cut at 141 characters plus dots, 'Pročitaj više'.
 * The title is a level-2 heading in the news list and a level-3 one under a section heading (the home page).
 */
export function NewsCard({
  post,
  headingLevel = 2,
  imageSizes,
  imageLoading = 'lazy',
}: {
  post: Post
  headingLevel?: 2 | 3
  /** How wide the image is drawn per viewport (the `sizes` attribute of the list it is in). */
  imageSizes: string
  imageLoading?: ImageLoading
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const { language } = useLanguage()
  const href = postPath(post.slug, language)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-cream-200">
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <ContentImage
          media={post.media}
          alt={post.title}
          width={400}
          height={250}
          renditions={['Small', 'Medium']}
          sizes={imageSizes}
          loading={imageLoading}
          className="aspect-[8/5] w-full"
        />
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="font-display text-xl font-bold text-ink-900">
          <Link to={href} className="hover:text-rose-600">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-ink-600">{newsExcerpt(post.excerpt)}</p>
        <Link to={href} className="mt-4 font-semibold text-rose-600 hover:underline">
          <Trans>Pročitaj više</Trans>
        </Link>
      </div>
    </article>
  )
}
