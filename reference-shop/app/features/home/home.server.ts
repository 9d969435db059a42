import { type Consent, createCatalogService, createContentService, type Post, type ProductFilters, productSortOf, type ProductSummary } from '@vitrina/sdk'
import { data } from 'react-router'
import { loadNewsletterConsents } from '../newsletter/newsletter.server'
import { requestStorefront, storefrontCookieHeaders, type LoaderInput } from '../storefront/storefront.server'

/**
 * Products per home slider. The sliders are teasers that link to the whole list ('Pogledaj ponudu'), so they
 * hold two screenfuls at the widest five per view, not the category slider's 55.
 */
export const HOME_SLIDER_LIMIT = 10

/** The latest news on the home page: one row of the news grid. */
export const HOME_NEWS_LIMIT = 3

/** What the home page shows below its welcome: the featured and sale sliders, the latest news and the newsletter's consents. */
export interface HomePageData {
  featured: ProductSummary[]
  onSale: ProductSummary[]
  news: Post[]
  /** The Newsletter consents of the newsletter block; null when they could not be loaded. */
  newsletterConsents: Consent[] | null
}

/**
 * The home page's lists, rendered on the server, newest first. A list that fails to load is left out rather
 * than failing the page (the welcome and the categories need none of them).
 */
export async function loadHomePage({ request, context }: LoaderInput) {
  const storefront = requestStorefront(request, context)
  const catalog = createCatalogService(storefront.shop)
  const content = createContentService(storefront.shop)
  const products = (filters: ProductFilters) =>
    catalog.filterProducts({ filters: { archived: false, ...filters }, limit: HOME_SLIDER_LIMIT, sort: productSortOf(1) })
  const [featured, onSale, news, newsletterConsents] = await Promise.all([
    products({ featured: true }),
    products({ discount: true }),
    content.filterPosts({ postTypeSlugs: ['post'], limit: HOME_NEWS_LIMIT, page: 1 }),
    loadNewsletterConsents(storefront),
  ])
  const home: HomePageData = {
    featured: featured.ok ? featured.data.records : [],
    onSale: onSale.ok ? onSale.data.records : [],
    news: news.ok ? news.data.records : [],
    newsletterConsents,
  }
  return data(home, { headers: storefrontCookieHeaders(storefront) })
}
