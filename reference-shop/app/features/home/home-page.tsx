import { Trans, useLingui } from '@lingui/react/macro'
import { useSite } from '@vitrina/react'
import { lazy, memo, Suspense } from 'react'
import { Link } from 'react-router'
import { ShieldIcon, StarIcon, TruckIcon } from '../layout/icons'
import { readHeader } from '../layout/layout.content'
import { HydratedPart } from '../routing/hydration-parts'
import { SHOP_NAME } from '../routing/seo'
import { usePagePath } from '../routing/use-page-path'
import { CategoryTiles } from './category-tiles'
import type { HomePageData } from './home.server'

// Below the hero and the category tiles: the sliders' and the news cards' code loads after the page's own, and they
// hydrate once it is in (their server HTML shows until then).
const ProductSlider = lazy(() => import('../catalog/product-slider').then((module) => ({ default: module.ProductSlider })))
const LatestNews = lazy(() => import('./latest-news').then((module) => ({ default: module.LatestNews })))
// The newsletter sign-up's code loads after the page's first load (the server renders the whole block, and its form
// works before the chunk arrives, as a plain post); written here rather than in a shared wrapper, whose chunk of its
// own would weigh more in this page's first load.
const NewsletterSignup = lazy(() => import('../newsletter/newsletter-signup'))

/** The sale category (spec §2: "sale category /shop/akcija"). */
const SALE_CATEGORY_SLUG = 'akcija'

/**
 * The home page: a welcome built from the header element, the main navigation's categories as tiles, the
 * featured and sale products in sliders, the latest news and the newsletter block.
 */
export const HomePage = memo(function HomePage({ featured, onSale, news, newsletterConsents }: HomePageData) {
  const { t } = useLingui()
  const { elements, navigation } = useSite()
  const pathTo = usePagePath()
  const header = readHeader(elements['header-section'], SHOP_NAME)
  const categories = navigation.main ?? []
  const firstCategory = categories[0]
  const shopName = header.logo.alt

  return (
    <>
      <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-br from-rose-100 via-cream-100 to-mint-100">
        <div aria-hidden="true" className="pointer-events-none absolute -right-20 -top-24 size-80 rounded-full bg-white/50 blur-2xl" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 left-1/3 size-96 rounded-full bg-sun-100/70 blur-3xl" />
        <div className="wrapper relative grid items-center gap-10 py-14 md:py-20 lg:grid-cols-[1.2fr_1fr] lg:py-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-4 py-1.5 text-sm font-bold text-rose-600 shadow-sm">
              <Trans>Dobrodošli u trgovinu {shopName}</Trans>
            </p>
            <h1 id="hero-title" className="mt-5 max-w-xl text-4xl font-extrabold leading-tight text-ink-900 sm:text-5xl">
              <Trans>Sve za bebe i obitelj, na jednom mjestu</Trans>
            </h1>
            {header.topBarText && <p className="mt-5 max-w-lg text-lg text-ink-600">{header.topBarText}</p>}
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to={firstCategory?.href ?? pathTo('shop')}
                className="rounded-full bg-rose-500 px-7 py-3.5 font-bold text-white shadow-md shadow-rose-500/30 hover:bg-rose-600"
              >
                <Trans>Pogledaj ponudu</Trans>
              </Link>
              <Link to={pathTo('branches')} className="rounded-full bg-white px-7 py-3.5 font-bold text-ink-900 ring-1 ring-cream-200 hover:ring-rose-300">
                <Trans>Naše poslovnice</Trans>
              </Link>
            </div>
          </div>
          <ul aria-label={header.logo.alt} className="grid grid-cols-2 gap-4 text-sm">
            <li className="rounded-3xl bg-white/85 p-5 shadow-sm">
              <TruckIcon className="size-8 text-rose-500" />
              <p className="mt-2 font-bold text-ink-900">
                <Trans>Besplatna dostava</Trans>
              </p>
              <p className="text-ink-600">
                <Trans>za narudžbe iznad 67,00 €</Trans>
              </p>
            </li>
            <li className="rounded-3xl bg-white/85 p-5 shadow-sm">
              <StarIcon className="size-8 text-mint-700" />
              <p className="mt-2 font-bold text-ink-900">
                <Trans>Provjerene marke</Trans>
              </p>
              <p className="text-ink-600">
                <Trans>za bebe, djecu i roditelje</Trans>
              </p>
            </li>
            <li className="col-span-2 rounded-3xl bg-white/85 p-5 shadow-sm">
              <ShieldIcon className="size-8 text-rose-500" />
              <p className="mt-2 font-bold text-ink-900">
                <Trans>Sigurna kupovina</Trans>
              </p>
              <p className="text-ink-600">
                <Trans>Plaćanje karticom, PayPalom ili pouzećem.</Trans>
              </p>
            </li>
          </ul>
        </div>
      </section>
      <CategoryTiles items={categories} />
      <HydratedPart name="home-below-fold">
        <div className="wrapper space-y-12 lg:space-y-16">
          <ProductSlider
            headingId="home-featured-title"
            title={t`Izdvojeno iz ponude`}
            products={featured}
            offer={{ href: pathTo('shop'), label: t`Svi proizvodi` }}
          />
          <ProductSlider
            headingId="home-sale-title"
            title={t`Na akciji`}
            products={onSale}
            offer={{ href: pathTo('shop', { slug: SALE_CATEGORY_SLUG }), label: t`Pogledaj sve akcije` }}
          />
        </div>
        <LatestNews posts={news} />
      </HydratedPart>
      <Suspense>
        <NewsletterSignup consents={newsletterConsents} className="wrapper py-10 lg:py-14" />
      </Suspense>
    </>
  )
})
