import { createCatalogService, type Category } from '@vitrina/sdk'
import { useStorefront } from '@vitrina/react'
import { useEffect, useState } from 'react'
import { CategoryListing } from './CategoryListing'
import { MiniCart } from './MiniCart'

type CategoryState = { status: 'loading' } | { status: 'ready'; category: Category } | { status: 'failed'; message: string }

/** The page: the mini cart in the header, then one category's products with its filters. */
export function App({ categorySlug }: { categorySlug: string }) {
  const shop = useStorefront()
  const [state, setState] = useState<CategoryState>({ status: 'loading' })

  useEffect(() => {
    let current = true
    setState({ status: 'loading' })
    void createCatalogService(shop)
      .getCategory(categorySlug)
      .then((result) => {
        if (!current) return
        setState(result.ok ? { status: 'ready', category: result.data } : { status: 'failed', message: result.error.message })
      })
    return () => {
      current = false
    }
  }, [shop, categorySlug])

  return (
    <>
      <header>
        <MiniCart />
      </header>
      <main>
        {state.status === 'loading' && <p>Učitavam kategoriju...</p>}
        {state.status === 'failed' && <p role="alert">Kategorija se ne može učitati: {state.message}</p>}
        {state.status === 'ready' && <CategoryListing category={state.category} />}
      </main>
    </>
  )
}
