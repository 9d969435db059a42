import { SHOPPER } from '../../testing/auth.fixture'
import type { RecordedCall, TestBackend } from '../../testing/shop.fixture'

// The account calls of /profil answered as docs/contract/account.md, checkout.md ("User addresses and profile") and
// contract.md (countries) describe them, over a small in-memory state a test can shape and inspect.

export const COUNTRIES = [
  { id: 191, iso: 'HR', code: 'HRV', name: 'Hrvatska' },
  { id: 705, iso: 'SI', code: 'SVN', name: 'Slovenija' },
]

export interface WireAddress {
  id: number
  type: string
  firstName?: string | null
  lastName?: string | null
  contactEmail?: string | null
  contactPhone?: string | null
  street?: string | null
  houseNumber?: string | null
  zipCode?: string | null
  city?: string | null
  country?: number | null
}

export const MAIN_ADDRESS: WireAddress = {
  id: 1,
  type: 'main',
  firstName: 'Ana',
  lastName: 'Kupac',
  contactEmail: SHOPPER.email,
  contactPhone: '+385 91 234 5678',
  street: 'Savska cesta',
  houseNumber: '41',
  zipCode: '10000',
  city: 'Zagreb',
  country: 191,
}

/** A product card as `product/web/filter` and `web/get` answer it. */
export function wireProduct(id: number, name: string) {
  return {
    id,
    name,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    sku: `SKU-${id}`,
    format: 'simple',
    isPurchasable: true,
    available: true,
    retailPrice: 20.99,
    finalPrice: 20.99,
    categories: [{ id: 1002 }],
    tags: [],
    media: [{ id: 900 + id, slug: 'slika', default: true }],
  }
}

/** An order of the history: `items` lines (products 100, 101 ...), each with its stored picture. */
export function wireOrder(id: number, items: number, extra: Record<string, unknown> = {}) {
  const lines = Array.from({ length: items }, (_, index) => ({
    id: id * 100 + index,
    productId: 100 + index,
    sku: `SKU-${100 + index}`,
    name: `Artikl ${index + 1}`,
    qty: 1,
    finalNetPrice: 8,
    finalPrice: 10,
    rowTotal: 10,
  }))
  return {
    id,
    number: `2026-${String(id).padStart(6, '0')}`,
    issuedOn: '2026-05-20T08:05:00.000Z',
    paymentStatus: 'paid',
    deliveryStatus: 'sent',
    paymentType: { name: 'Kartično plaćanje' },
    baseAmount: 8 * items,
    taxAmount: 2 * items,
    deliveryAmount: 0,
    finalAmount: 10 * items,
    items: lines,
    itemImages: lines.map((line) => ({ id: line.productId, media: { id: 500 + line.productId, slug: 'slika', default: true } })),
    ...extra,
  }
}

export interface AccountBackendState {
  user: { id: number; email: string; details: { firstName: string | null; lastName: string | null }; addresses: WireAddress[] }
  /** Answers `password/reset`: the old password the account has. */
  password: string
  wishlist: Array<{ id: number; product_id: number; product: unknown }>
  orders: ReturnType<typeof wireOrder>[]
  /** Order details by id; an order missing here answers 404 'Document not found.'. */
  details: Record<string, unknown>
  /**
   * The answers of `GET product/web/get`, one per call in turn (the recorded call has no query, so no id): the
   * detail view fetches its lines' products one after another. null answers 404 'Product not found.'.
   */
  products: Array<ReturnType<typeof wireProduct> | null>
  /** The Address consents the site assigns (none by default); the consent logs the profile form sent. */
  addressConsents: Array<{ id: number; uniqueNumber: string; displayName: string; required: boolean }>
  consentLogs: unknown[]
}

export function accountState(overrides: Partial<AccountBackendState> = {}): AccountBackendState {
  return {
    user: { id: Number(SHOPPER.id), email: SHOPPER.email, details: { ...SHOPPER.details }, addresses: [{ ...MAIN_ADDRESS }] },
    password: 'Kupac123!',
    wishlist: [],
    orders: [],
    details: {},
    products: [],
    addressConsents: [],
    consentLogs: [],
    ...overrides,
  }
}

const json = (data: unknown) => Response.json({ data })
const refused = (message: string, statusCode: number) => Response.json({ message, statusCode }, { status: statusCode })

/** The profile as `GET user/web/profile` answers it: the user with its addresses in full. */
function profileOf(state: AccountBackendState) {
  return { ...state.user, username: state.user.email, company: null, memberCardBarcode: null, isBackofficeUser: false, scope: ['shopper'] }
}

/** Answers the calls of the account page from `state`, changing it as the sandbox would. */
export function accountBackend(state: AccountBackendState): TestBackend {
  return ({ method, path, body }: RecordedCall) => {
    const route = `${method} ${path}`
    if (route === 'GET /api/v1/user/web/profile') return json(profileOf(state))
    if (route === 'GET /api/v1/master/commons/countries') return json(COUNTRIES)
    if (route === 'POST /api/v1/privacy/consent-assignment/filter') {
      const list = state.addressConsents
      const records =
        list.length === 0
          ? []
          : [
              {
                id: 5,
                slug: 'address',
                assigned_to: 'Address',
                consents: list.map((c) => c.uniqueNumber),
                requiredConsents: list.filter((c) => c.required).map((c) => c.uniqueNumber),
              },
            ]
      return json({ records, pagination: { page: 1, perPage: 50, total: records.length, lastPage: 1 }, totalPages: 1, totalRecords: records.length })
    }
    if (route === 'POST /api/v1/privacy/web/consent/filter') {
      const records = state.addressConsents.map(({ id, uniqueNumber, displayName }) => ({ id, uniqueNumber, displayName, description: '' }))
      return json({
        records,
        pagination: { page: 1, perPage: records.length, total: records.length, lastPage: 1 },
        totalPages: 1,
        totalRecords: records.length,
      })
    }
    if (route === 'POST /api/v1/privacy/web/consent/log/create') {
      state.consentLogs.push(body)
      return Response.json({ data: { id: state.consentLogs.length, ...(body as object), createdAt: '2026-06-15T10:00:00.000Z' } }, { status: 201 })
    }
    if (route === 'PATCH /api/v1/user/web/update') {
      const { email, details } = body as { email: string; details: { firstName: string; lastName: string } }
      state.user = { ...state.user, email, details }
      return json(profileOf(state))
    }
    const update = /^PATCH \/api\/v1\/user\/web\/address\/update\/(\d+)$/.exec(route)
    if (update) {
      const address = state.user.addresses.find((candidate) => candidate.id === Number(update[1]))
      if (!address) return refused('Address not found.', 404)
      const country = COUNTRIES.find((candidate) => candidate.iso === (body as { country?: string }).country)?.id
      Object.assign(address, body, country === undefined ? {} : { country })
      return json(address)
    }
    if (route === 'POST /api/v1/user/password/reset') {
      const { oldPassword, newPassword } = body as { oldPassword: string; newPassword: string }
      if (oldPassword !== state.password) return refused('Incorrect old password.', 400)
      state.password = newPassword
      return json({ success: true })
    }
    if (route === 'GET /api/v1/cms/wishlist/filter') {
      return json({ records: state.wishlist, pagination: { page: 1, perPage: 9999, limit: 9999, total: state.wishlist.length, lastPage: 1 } })
    }
    if (route === 'POST /api/v1/document/filter/web') {
      const { page = 1, limit = 5 } = body as { page?: number; limit?: number }
      const lastPage = Math.max(1, Math.ceil(state.orders.length / limit))
      const records = state.orders.slice((page - 1) * limit, page * limit)
      return json({
        records,
        pagination: { page, perPage: limit, total: state.orders.length, lastPage },
        totalPages: lastPage,
        totalRecords: state.orders.length,
      })
    }
    const detail = /^GET \/api\/v1\/document\/get\/web\/(\d+)$/.exec(route)
    if (detail) {
      const order = state.details[detail[1] ?? '']
      return order ? json(order) : refused('Document not found.', 404)
    }
    if (route === 'GET /api/v1/product/web/get') {
      const product = state.products.shift()
      return product ? json(product) : refused('Product not found.', 404)
    }
    return undefined
  }
}
