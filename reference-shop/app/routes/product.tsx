import type { Route } from './+types/product'
import { loadProductPage } from '../features/catalog/catalog.server'
import { catalogLanguageTarget, catalogMeta } from '../features/catalog/catalog.seo'
import type { LanguageSwitchHandle } from '../features/layout/language-target'
import { ProductPage } from '../features/catalog/product-page'
import { PAGE_DESCRIPTIONS } from '../features/routing/page-descriptions'
import { pageDescriptionMeta } from '../features/routing/page-meta'

/** /product/{slug}: the product with everything its page shows, rendered on the server; unknown slugs are 404s. */
export function loader(args: Route.LoaderArgs) {
  return loadProductPage(args, args.params.slug)
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
    ...pageDescriptionMeta(args.location.pathname, description || PAGE_DESCRIPTIONS.product),
  ]
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  // Keyed by product, so the chosen options and the gallery start afresh on another product's page.
  return <ProductPage key={loaderData.product.id} product={loaderData.product} />
}
