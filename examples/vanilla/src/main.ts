// A page without a framework: the SDK's services and their nanostores atoms, wired to the DOM by hand.
// `subscribe` calls back at once with the current value and then on every change; `listen` only on changes.
import { browserCookieStorage, createCartService, createCatalogService, createStorefront, formatPrice, type ProductSummary } from '@vitrina/sdk'

const shop = createStorefront({
  apiUrl: import.meta.env.VITE_VITRINA_API_URL,
  apiKey: import.meta.env.VITE_VITRINA_API_KEY,
  siteId: import.meta.env.VITE_VITRINA_SITE_ID,
  storeId: import.meta.env.VITE_VITRINA_STORE_ID,
  storage: browserCookieStorage(),
})
const catalog = createCatalogService(shop)
const cart = createCartService(shop)

const element = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!
const title = element('#category-title')
const status = element('#status')
const list = element<HTMLUListElement>('#products')
const more = element<HTMLButtonElement>('#more')

cart.$itemCount.subscribe((count) => {
  element('#cart-count').textContent = `Košarica: ${count}`
})
cart.$pending.subscribe((pending) => {
  for (const button of list.querySelectorAll('button')) button.disabled = pending
})

function productRow(product: ProductSummary): HTMLLIElement {
  const row = document.createElement('li')
  row.textContent = `${product.name} ${formatPrice(product.finalPrice, { currency: product.currency })} `
  // A bundle with choices or a configurable product needs a product page to pick a variant; this list adds simple ones.
  if (product.isPurchasable && product.format === 'simple') {
    const add = document.createElement('button')
    add.type = 'button'
    add.textContent = 'Dodaj u košaricu'
    add.setAttribute('aria-label', `Dodaj u košaricu: ${product.name}`)
    add.addEventListener('click', async () => {
      const result = await cart.add(product, 1)
      status.textContent = result.ok ? `Dodano u košaricu: ${product.name}` : 'Dodavanje u košaricu nije uspjelo.'
    })
    row.append(add)
  }
  return row
}

async function showCategory(slug: string): Promise<void> {
  const category = await catalog.getCategory(slug)
  if (!category.ok) {
    title.textContent = 'Kategorija nije pronađena'
    status.textContent = `Kategorija se ne može učitati: ${category.error.message}`
    return
  }
  title.textContent = category.data.name
  const listing = catalog.createListing({ category: category.data })
  listing.$products.subscribe((products) => list.replaceChildren(...products.map(productRow)))
  listing.$loading.listen((loading) => list.setAttribute('aria-busy', String(loading)))
  listing.$error.listen((error) => {
    if (error) status.textContent = `Proizvodi se ne mogu učitati: ${error.message}`
  })
  const showMore = () => {
    more.hidden = listing.$page.get() >= listing.$totalPages.get()
  }
  listing.$page.listen(showMore)
  listing.$totalPages.listen(showMore)
  // loadMore appends the next page to $products; the subscription above renders the longer list.
  more.addEventListener('click', () => listing.loadMore())
  await listing.load()
}

// The cart session is in a cookie, but the cart itself is not: after a reload it must be fetched once.
void cart.load()
void showCategory(new URLSearchParams(location.search).get('category') ?? 'igracke')
