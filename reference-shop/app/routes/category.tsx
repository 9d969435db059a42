import { msg } from '@lingui/core/macro'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/category'
import { loadCategoryPage } from '../features/catalog/catalog.server'
import { newsletterAction } from '../features/newsletter/newsletter.server'
import { catalogLanguageTarget, catalogMeta } from '../features/catalog/catalog.seo'
import type { LanguageSwitchHandle } from '../features/layout/language-target'
import { CategoryPage } from '../features/catalog/category-page'
import { isListingOwnWrite } from '../features/catalog/listing-url'
import { descriptionMeta } from '../features/routing/page-descriptions'
import { languageDescription, translateForPath } from '../features/routing/page-meta'

/** /shop/{slug}: the category and its listing in the state the URL asks for, rendered on the server. */
export function loader(args: Route.LoaderArgs) {
  return loadCategoryPage(args, args.params.slug)
}

/** The listing's newsletter block posts here (a sign-up, see newsletter.server.ts). */
export function action(args: Route.ActionArgs) {
  return newsletterAction(args)
}

/** The listing loads its own changes (filters, sort, page); only other navigations ask the server again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isListingOwnWrite(currentUrl, nextUrl) ? false : defaultShouldRevalidate
}

/** The footer's language switch goes to the same category under its slug in the other language. */
export const handle: LanguageSwitchHandle = {
  languageTarget: (data) => catalogLanguageTarget('shop', (data as Partial<Route.ComponentProps['loaderData']>).category ?? undefined),
}

export const meta: Route.MetaFunction = (args) => {
  const category = args.data?.category
  const title = category?.metaTitle || category?.name || translateForPath(args.location.pathname, msg`Svi proizvodi`)
  // The loader sends the description as its text already (catalog.server.ts).
  const description = category?.metaDescription || category?.description
  return [...catalogMeta(args, 'shop', title, category?.slugs, category?.slug), ...descriptionMeta(description || languageDescription(args.matches))]
}

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  return (
    <CategoryPage
      category={loaderData.category}
      snapshot={loaderData.snapshot}
      featured={loaderData.featured}
      newsletterConsents={loaderData.newsletterConsents}
    />
  )
}
