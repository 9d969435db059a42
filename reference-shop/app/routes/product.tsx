import { data } from 'react-router'
import type { Route } from './+types/product'
import { loadProductPage } from '../features/catalog/catalog.server'
import { loadProductReviews, reviewAction } from '../features/catalog/reviews.server'
import { catalogLanguageTarget, catalogMeta } from '../features/catalog/catalog.seo'
import type { LanguageSwitchHandle } from '../features/layout/language-target'
import { ProductPage } from '../features/catalog/product-page'
import { descriptionMeta } from '../features/routing/page-descriptions'
import { languageDescription } from '../features/routing/page-meta'
import { requestStorefront, storefrontCookieHeaders } from '../features/storefront/storefront.server'

/** /product/{slug}: the product with everything its page shows, its reviews included, rendered on the server; unknown slugs are 404s. */
export async function loader(args: Route.LoaderArgs) {
  const page = await loadProductPage(args, args.params.slug)
  const storefront = requestStorefront(args.request, args.context)
  const reviews = await loadProductReviews(storefront, page.data.product.id)
  // The cookie headers again: loading the shopper's own review may have refreshed their token.
  return data({ ...page.data, reviews }, { headers: storefrontCookieHeaders(storefront) })
}

/** The review form (spec §2 product reviews): a new review or a change of the shopper's own. */
export function action(args: Route.ActionArgs) {
  return reviewAction(args)
}

/** The footer's language switch goes to the same product under its slug in the other language. */
export const handle: LanguageSwitchHandle = {
  languageTarget: (data) => catalogLanguageTarget('product', (data as Partial<Route.ComponentProps['loaderData']>).product ?? undefined),
}

export const meta: Route.MetaFunction = (args) => {
  const product = args.data?.product
  // The loader sends the descriptions as their text already (catalog.server.ts).
  const description = product?.metaDescription || product?.description || product?.shortDescription
  return [
    ...catalogMeta(args, 'product', product?.metaTitle || product?.name, product?.slugs, product?.slug),
    ...descriptionMeta(description || languageDescription(args.matches)),
  ]
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  // Keyed by product, so the chosen options and the gallery start afresh on another product's page.
  return <ProductPage key={loaderData.product.id} product={loaderData.product} reviews={loaderData.reviews} />
}
