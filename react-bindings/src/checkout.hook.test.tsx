import { act, renderHook } from '@testing-library/react'
import { createCartService } from '@vitrina/sdk'
import type { CheckoutAddressForm } from '@vitrina/sdk'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { contractFetch, type ContractFetch } from '../test/contract-fetch'
import { testStorefront } from '../test/storefront.fixture'
import { useCheckout } from './checkout.hook'
import { StorefrontProvider } from './storefront.context'

const SESSION_COOKIES = { cartId: '5', protectCode: 'secret' }

const ADDRESS: CheckoutAddressForm = {
  delivery: {
    firstName: 'Ana',
    lastName: 'Horvat',
    contactEmail: 'ana@example.hr',
    contactPhone: '+385 91 234 5678',
    country: 'HR',
    city: 'Zagreb',
    street: 'Ilica',
    houseNumber: '10',
    zipCode: '10000',
  },
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

const CART = {
  id: 5,
  protectCode: 'secret',
  session: 'session-5',
  items: [
    {
      itemId: 9,
      productId: 1002,
      sku: 'KOL-1002-001',
      qty: 1,
      productData: { name: 'Kolica', media: [], categories: [] },
      prices: { base: { finalPrice: 20, retailPrice: 20, row: 20, cartTotal: 20 } },
    },
  ],
  prices: { itemsTotal: 20, tax: { itemsTotal: 4, cartTotal: 4 }, coupon: 0, delivery: 0, loyalty: 0, cartTotal: 20, orderTotal: 20 },
  coupon: null,
  couponCode: null,
  digitalOnly: false,
}

/**
 * The contract fetch plus the checkout calls of docs/contract/checkout.md for a guest with one cart: countries,
 * the guest-user update, a courier, cash on delivery, the cart check and a cash order. A gate can hold the
 * order's answer back.
 */
function checkoutBackend(): ContractFetch & { holdOrder(): () => void } {
  const base = contractFetch()
  let orderGate: Promise<void> | null = null
  const answers: Record<string, () => unknown> = {
    'checkout/getAvailableCountries': () => [{ id: 191, iso: 'HR', code: 'HRV', name: 'Hrvatska' }],
    'cart/updateGuestUser': () => ({
      id: 9,
      email: 'ana@example.hr',
      addresses: [
        { id: 31, type: 'main' },
        { id: 32, type: 'shipping' },
      ],
    }),
    'settings/getCheckoutSettings': () => ({
      checkoutEnabled: true,
      cartType: 1,
      onePageCheckout: false,
      mergeItems: true,
      eProductDelivery: 'link',
      socialLogins: false,
      guestCheckout: true,
      skipShippingStep: false,
      allowedCountries: ['HR'],
    }),
    'delivery/getApplicableDeliveryMethods': () => [
      { id: 1, code: 'courier', name: 'Dostava kurirom', description: '', price: 3.99, taxRate: 25, options: {} },
    ],
    'delivery/saveDeliveryMethod': () => CART,
    'payment/getApplicablePaymentMethods': () => [
      { id: 1, code: 'cash', name: 'Pouzeće', description: '' },
      { id: 2, code: 'card', name: 'Kartica', description: '', paymentType: 'HPF' },
    ],
    'payment/savePaymentMethod': () => CART,
    'cart/getCart': () => CART,
    'cart/validateCart': () => ({ cart: CART, validateMemberCard: true }),
    'order/create': () => ({ orderSlug: '2026-000143-ab', orderId: 143, paymentType: null }),
  }
  const handle = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init)
    const path = new URL(request.url).pathname
    const name = path.replace('/api/v2/ecommerce/', '')
    const answer = answers[name]
    if (!path.startsWith('/api/v2/ecommerce/') || !answer) return base.fetch(input, init)
    base.calls.push(`${request.method} ${path}`)
    if (name === 'order/create') await orderGate
    return json({ data: answer() })
  }
  return {
    ...base,
    fetch: handle as typeof fetch,
    holdOrder() {
      let release!: () => void
      orderGate = new Promise((resolve) => (release = resolve))
      return release
    },
  }
}

describe('useCheckout', () => {
  it('starts at the address step with empty lists, no choices and no errors', () => {
    const { wrapper } = testStorefront()
    const { result } = renderHook(() => useCheckout(), { wrapper })
    expect(result.current.snapshot.state).toBe('address')
    expect([result.current.countries, result.current.deliveryMethods, result.current.paymentMethods]).toEqual([[], [], []])
    expect([result.current.selectedDelivery, result.current.selectedBranch, result.current.selectedPayment]).toEqual([null, null, null])
    expect([result.current.errors, result.current.submitting]).toEqual([{}, false])
  })

  it('re-renders with the field errors of an invalid address and sends nothing', async () => {
    const backend = checkoutBackend()
    const { wrapper } = testStorefront({ backend, cookies: SESSION_COOKIES })
    const { result } = renderHook(() => useCheckout(), { wrapper })

    await act(async () => {
      const submitted = await result.current.submitAddress({ delivery: { ...ADDRESS.delivery, firstName: '', zipCode: '' } })
      expect(submitted.ok).toBe(false)
    })

    expect(result.current.errors).toEqual({ 'delivery.firstName': 'validation.required', 'delivery.zipCode': 'validation.required' })
    expect(result.current.snapshot.state).toBe('address')
    expect(backend.calls).toEqual([])
  })

  it('follows the steps from the countries through shipping to payment', async () => {
    const backend = checkoutBackend()
    const { wrapper } = testStorefront({ backend, cookies: SESSION_COOKIES })
    const { result } = renderHook(() => useCheckout(), { wrapper })

    await act(async () => void (await result.current.loadCountries()))
    expect(result.current.countries.map((country) => country.iso)).toEqual(['HR'])

    await act(async () => void (await result.current.submitAddress(ADDRESS)))
    expect(result.current.snapshot.state).toBe('shipping')
    expect(result.current.deliveryMethods.map((method) => method.name)).toEqual(['Dostava kurirom'])

    await act(async () => void (await result.current.selectDelivery(1)))
    expect(result.current.snapshot.state).toBe('payment')
    expect(result.current.selectedDelivery?.id).toBe(1)
    expect(result.current.paymentMethods.map((method) => method.paymentType)).toEqual([null, 'HPF'])

    act(() => result.current.back())
    expect(result.current.snapshot.state).toBe('shipping')
  })

  it('is submitting while the order is created, then completed with the thank-you url', async () => {
    const backend = checkoutBackend()
    const { shop, wrapper } = testStorefront({ backend, cookies: SESSION_COOKIES })
    const { result } = renderHook(() => useCheckout(), { wrapper })
    await act(async () => {
      // The cart the shopper looked at; the order goes ahead because the server's cart is the same.
      await createCartService(shop).load()
      await result.current.loadCountries()
      await result.current.submitAddress(ADDRESS)
      await result.current.selectDelivery(1)
      await result.current.selectPayment(1)
    })
    const release = backend.holdOrder()

    let submitting: Promise<unknown> | undefined
    act(() => {
      submitting = result.current.submit()
    })
    await vi.waitFor(() => expect(result.current.submitting).toBe(true))
    expect(result.current.snapshot).toMatchObject({ state: 'submitting', orderRequested: true })
    await act(async () => {
      release()
      await submitting
    })

    expect(result.current.submitting).toBe(false)
    expect(result.current.snapshot).toMatchObject({
      state: 'completed',
      completion: { orderSlug: '2026-000143-ab', url: '/naplata/uspjesna?orderSlug=2026-000143-ab' },
    })
    expect(backend.calls.filter((call) => call.endsWith('/order/create'))).toHaveLength(1)
  })

  it('renders the address step on the server without a request', () => {
    const { shop, backend } = testStorefront({ cookies: SESSION_COOKIES })
    function Step() {
      const { snapshot, submitting } = useCheckout()
      return <span>{`${snapshot.state}:${submitting}`}</span>
    }

    const html = renderToString(
      <StorefrontProvider storefront={shop}>
        <Step />
      </StorefrontProvider>,
    )

    expect(html).toContain('address:false')
    expect(backend.calls).toEqual([])
  })
})
