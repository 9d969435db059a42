import { Trans, useLingui } from '@lingui/react/macro'
import { Fragment, lazy, type ReactNode, Suspense } from 'react'
import { Link } from 'react-router'
import { Breadcrumb } from '../layout/breadcrumb'
import { usePagePath } from '../routing/use-page-path'
import { ArticleImage } from './content-image'
import { shareLinks } from './content.seo'
import type { PostPageData } from './content.server'

// The newsletter sign-up's code loads after the page's first load (the server renders the whole block, and its form
// works before the chunk arrives, as a plain post); written here rather than in a shared wrapper, whose chunk of its
// own would weigh more in this page's first load.
const NewsletterSignup = lazy(() => import('../newsletter/newsletter-signup'))

/**
 * `/{slug}`: a news post or a CMS page (spec §2): category, title, excerpt, main image, the HTML body (sanitised
 * on the server), the tags separated by bars, two share links with the canonical URL and, for a news post, the
 * newsletter sign-up.
 */
export function PostPage({
  post,
  bodyHtml,
  canonicalUrl,
  newsletterConsents,
  children,
}: Pick<PostPageData, 'post' | 'bodyHtml' | 'canonicalUrl' | 'newsletterConsents'> & {
  /** What a page adds below the body (the cookie policy's settings form). */
  children?: ReactNode
}) {
  const { t } = useLingui()
  const pathTo = usePagePath()
  const category = post.terms.categories[0]
  const tags = post.terms.tags
  const share = shareLinks(canonicalUrl, post.title)
  const isPage = post.postType === 'page'
  return (
    <article className="wrapper py-8 lg:py-10">
      <Breadcrumb title={post.title} />
      <header className="mt-4 max-w-3xl">
        {category && (
          <p className="text-sm font-bold uppercase tracking-wide text-rose-600" data-testid="post-category">
            {category.slug ? <Link to={pathTo('blog', { slug: category.slug })}>{category.title}</Link> : category.title}
          </p>
        )}
        <h1 className="mt-2 font-display text-3xl font-extrabold text-ink-900 sm:text-4xl">{post.title}</h1>
        {!isPage && post.excerpt && <p className="mt-3 text-lg text-ink-600">{post.excerpt}</p>}
      </header>
      {post.media && <ArticleImage media={post.media} alt={post.title} />}
      <div
        className="post-body mt-6 max-w-3xl space-y-4 text-ink-800 [&_a]:text-rose-600 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:pl-4"
        data-testid="post-body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by sanitizePostBody (post-body.server.ts): only a CMS body's tags survive.
        dangerouslySetInnerHTML={{ __html: bodyHtml }}
      />
      {children}
      {tags.length > 0 && (
        <p className="mt-8 text-sm text-ink-600" data-testid="post-tags">
          <span className="font-semibold">
            <Trans>Oznake:</Trans>
          </span>{' '}
          {tags.map((tag, index) => (
            <Fragment key={tag.id ?? tag.title}>
              {index > 0 && ' | '}
              {tag.slug ? (
                <Link to={pathTo('blog', { slug: tag.slug })} className="hover:text-rose-600">
                  {tag.title}
                </Link>
              ) : (
                tag.title
              )}
            </Fragment>
          ))}
        </p>
      )}
      <nav aria-label={t`Podijeli`} className="mt-6 flex flex-wrap gap-3 text-sm font-semibold">
        <a href={share.facebook} target="_blank" rel="noopener noreferrer" className="rounded-full bg-cream-100 px-4 py-2 hover:bg-cream-200">
          <Trans>Podijeli na Facebooku</Trans>
        </a>
        <a href={share.x} target="_blank" rel="noopener noreferrer" className="rounded-full bg-cream-100 px-4 py-2 hover:bg-cream-200">
          <Trans>Podijeli na X-u</Trans>
        </a>
      </nav>
      {/* Spec §2: a news post shows a newsletter signup (its loader loads the consents for posts only). */}
      {!isPage && newsletterConsents !== undefined && (
        <Suspense>
          <NewsletterSignup consents={newsletterConsents} className="mt-12" />
        </Suspense>
      )}
    </article>
  )
}
