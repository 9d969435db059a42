import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Route } from './+types/blog'
import { loadBlogPage } from '../features/content/content.server'
import { contentMeta } from '../features/content/content.seo'
import { NewsList } from '../features/content/news-list'
import type { LanguageSwitchHandle } from '../features/layout/language-target'
import { descriptionMeta } from '../features/routing/page-descriptions'
import { languageDescription, translateForPath } from '../features/routing/page-meta'

/** /objave/{slug?}: a blog term's posts, or the news list 'Novosti' without a slug; pages of 5 with 'Učitaj više'. */
export function loader(args: Route.LoaderArgs) {
  return loadBlogPage(args, args.params.slug)
}

/** The footer's language switch goes to the same term under its slug in the other language. */
export const handle: LanguageSwitchHandle = {
  languageTarget: (data) => {
    const page = data as Partial<Route.ComponentProps['loaderData']>
    return page.term ? { termId: page.term.id, paths: page.paths } : page.paths ? { paths: page.paths } : undefined
  },
}

export const meta: Route.MetaFunction = (args) => {
  const title = args.data?.term?.title ?? translateForPath(args.location.pathname, msg`Novosti`)
  return [...contentMeta(args, title, args.data?.paths), ...descriptionMeta(args.data?.term?.description || languageDescription(args.matches))]
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui()
  const { term, snapshot } = loaderData
  return <NewsList key={term?.slug ?? ''} title={term?.title ?? t`Novosti`} termSlug={term?.slug} snapshot={snapshot} />
}
