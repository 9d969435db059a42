import { lazy, Suspense } from 'react'
import type { Route } from './+types/post'
import { loadPostPage } from '../features/content/content.server'
import { contentMeta } from '../features/content/content.seo'
import { PostPage } from '../features/content/post-page'
import { CONTACT_PAGE_SLUG } from '../features/forms/contact-page'
import { newsletterAction } from '../features/newsletter/newsletter.server'
import type { LanguageSwitchHandle } from '../features/layout/language-target'
import { descriptionMeta } from '../features/routing/page-descriptions'
import { languageDescription } from '../features/routing/page-meta'

// The contact form's code (the SDK's forms, the captcha) loads with the contact page only.
const ContactSection = lazy(() => import('../features/forms/contact-section').then((module) => ({ default: module.ContactSection })))

/** /{slug} and /sl/{slug} (en, de alike): a CMS post or page; an unknown slug is a 404 inside the shell. */
export function loader(args: Route.LoaderArgs) {
  return loadPostPage(args, args.params.slug)
}

/** A news post's newsletter block posts here (a sign-up, see newsletter.server.ts). */
export function action(args: Route.ActionArgs) {
  return newsletterAction(args)
}

/** The footer's language switch goes to the same post under its slug in the other language. */
export const handle: LanguageSwitchHandle = {
  languageTarget: (data) => {
    const page = data as Partial<Route.ComponentProps['loaderData']>
    return page.post ? { postId: page.post.id, paths: page.paths } : undefined
  },
}

export const meta: Route.MetaFunction = (args) => {
  const post = args.data?.post
  return [
    ...contentMeta(args, post?.metaTitle || post?.title, args.data?.paths),
    ...descriptionMeta(post?.metaDescription || post?.excerpt || languageDescription(args.matches)),
  ]
}

export default function PostRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PostPage
      key={loaderData.post.id}
      post={loaderData.post}
      bodyHtml={loaderData.bodyHtml}
      canonicalUrl={loaderData.canonicalUrl}
      newsletterConsents={loaderData.newsletterConsents}
    >
      {loaderData.post.slug === CONTACT_PAGE_SLUG && (
        <Suspense fallback={null}>
          <ContactSection />
        </Suspense>
      )}
    </PostPage>
  )
}
