import { render, screen } from '@testing-library/react'
import { StorefrontProvider } from '@vitrina/react'
import { createCartService, type Storefront } from '@vitrina/sdk'
import type { Sandbox } from '@vitrina/sandbox'
import { http, HttpResponse } from 'msw'
import type { SetupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { QuickBuy } from './QuickBuy'
import { createTestStorefront, startSandboxServer } from './test/sandbox-server'

/** The demo seed's plush teddy (SKU IGR-1401-001): simple, purchasable, 25.99 €. */
const TEDDY = 'medo-co-luna-plisani-medo'

let sandbox: Sandbox
let server: SetupServer
let shop: Storefront

beforeAll(async () => {
  ;({ sandbox, server } = await startSandboxServer())
})
afterAll(async () => {
  server.close()
  await sandbox.close()
})
beforeEach(() => {
  sandbox.reset()
  shop = createTestStorefront()
})
// A handler a test added (a fault) must not leak into the next test.
afterEach(() => server.resetHandlers())

const renderQuickBuy = (slug: string) =>
  render(
    <StorefrontProvider storefront={shop}>
      <QuickBuy slug={slug} />
    </StorefrontProvider>,
  )

describe('QuickBuy', () => {
  it('shows the product with its price and puts it in the cart the backend keeps', async () => {
    renderQuickBuy(TEDDY)
    expect(await screen.findByRole('heading', { name: 'Medo & Co Luna plišani medo' })).toBeTruthy()
    expect(screen.getByText(/^25,99\s€$/)).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('U košarici: 0')

    screen.getByRole('button', { name: 'Dodaj u košaricu' }).click()
    await expect.poll(() => screen.getByRole('status').textContent).toBe('U košarici: 1')

    // The cart is the backend's, not the component's: a second instance with the same cookies reads it back.
    const reread = createTestStorefront(shop.storage)
    const cart = await createCartService(reread).load()
    expect(cart.ok && cart.data?.items.map((item) => [item.sku, item.qty])).toEqual([['IGR-1401-001', 1]])
  })

  it('tells the shopper when the backend refuses the addition, and keeps the count', async () => {
    server.use(http.post('*/cart/addItem', () => HttpResponse.json({ message: 'Internal error' }, { status: 500 })))
    renderQuickBuy(TEDDY)
    ;(await screen.findByRole('button', { name: 'Dodaj u košaricu' })).click()
    expect((await screen.findByRole('alert')).textContent).toBe('Dodavanje u košaricu nije uspjelo.')
    expect(screen.getByRole('status').textContent).toBe('U košarici: 0')
  })

  it('says so when the product does not exist', async () => {
    renderQuickBuy('ne-postoji')
    expect((await screen.findByRole('alert')).textContent).toBe('Proizvod nije pronađen.')
    expect(screen.queryByRole('button')).toBeNull()
  })
})
