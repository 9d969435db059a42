// MSW handlers answering the account calls as docs/contract/account.md describes them (registration, membership
// check, e-mail confirmation, passwords, profile and addresses), over small in-memory state. Token-required
// routes answer 401 without an Authorization header; the auth backend (auth.setup.ts) issues the tokens.
import { http, HttpResponse } from 'msw'
import { API } from './msw'

const error = (status: number, message: string) => HttpResponse.json({ message, statusCode: status }, { status })
const authorised = (request: Request) => /^Bearer .+/.test(request.headers.get('authorization') ?? '')

/** The membership service's seeded cards (docs/contract/account.md, "Membership check"). */
export const BARCODES = Object.freeze({ valid: '2900000000018', blocked: '2900000000049', unavailable: '2900000000063' })

/** The shopper's profile with full addresses, as `GET user/web/profile` answers it. */
export function shopperProfile(): Record<string, unknown> {
  return {
    id: 2,
    email: 'kupac@vitrina.test',
    username: 'kupac@vitrina.test',
    details: { firstName: 'Ana', lastName: 'Kupac' },
    company: null,
    memberCardBarcode: '2900000000018',
    isBackofficeUser: false,
    scope: [],
    addresses: [
      {
        id: 11,
        type: 'main',
        firstName: 'Ana',
        lastName: 'Kupac',
        contactEmail: 'kupac@vitrina.test',
        contactPhone: '+385 91 111 2222',
        country: 191,
        region: null,
        city: 'Zagreb',
        street: 'Ilica',
        houseNumber: '10',
        zipCode: '10000',
        companyName: '',
        oib: '',
      },
      {
        id: 12,
        type: 'shipping',
        firstName: 'Ana',
        lastName: 'Kupac',
        contactEmail: 'kupac@vitrina.test',
        contactPhone: '+385 91 111 2222',
        country: 705,
        city: 'Ljubljana',
        street: 'Slovenska',
        houseNumber: '3',
        zipCode: '1000',
      },
    ],
  }
}

export interface AccountBackendOptions {
  /** Whether a new account must confirm its e-mail first (the site option `emailConfirmation`); default true. */
  emailConfirmation?: boolean
}

export function accountBackend(options: AccountBackendOptions = {}) {
  const state = {
    emailConfirmation: options.emailConfirmation ?? true,
    registered: new Map<string, Record<string, unknown>>([['postoji@vitrina.test', {}]]),
    verificationTokens: new Map<string, string>(),
    resetTokens: new Set(['reset-token-1']),
    profile: shopperProfile(),
  }
  let serial = 100

  const handlers = [
    http.post(`${API}/api/v1/user/membership/check`, async ({ request }) => {
      const { barcode } = (await request.json()) as { barcode?: string }
      if (!barcode) return error(400, 'barcode is required.')
      if (barcode === BARCODES.unavailable) return error(503, 'Membership service unavailable.')
      return HttpResponse.json({ data: { barcode, isValid: ['2900000000018', '2900000000025', '2900000000032'].includes(barcode) } })
    }),
    http.post(`${API}/api/v1/user/web/register`, async ({ request }) => {
      const body = (await request.json()) as { email: string; username: string; details: { firstName: string; lastName: string }; memberCardBarcode?: string }
      if (body.username !== body.email) return error(400, 'username must equal email.')
      if (body.memberCardBarcode === BARCODES.blocked) return error(400, 'Invalid member card code.')
      if (state.registered.has(body.email)) return error(409, 'User already exist.')
      state.registered.set(body.email, body)
      const user = { id: ++serial, email: body.email, details: body.details, addresses: [], isBackofficeUser: false }
      if (!state.emailConfirmation) return HttpResponse.json({ data: { user } })
      const verificationToken = `verify-${serial}`
      state.verificationTokens.set(verificationToken, body.email)
      return HttpResponse.json({ data: { user, verificationToken } })
    }),
    http.get(`${API}/api/v1/user/web/verify/:token`, ({ params }) => {
      const email = state.verificationTokens.get(String(params.token))
      if (!email) return error(400, 'Invalid or expired verification token.')
      state.verificationTokens.delete(String(params.token))
      return HttpResponse.json({ data: { verified: true, email } })
    }),
    http.get(`${API}/api/v1/cms/form/confirmEmail/:token`, ({ params }) =>
      params.token === 'form-token-1'
        ? HttpResponse.json({ data: { goal: 'Hvala, e-mail je potvrđen.', goalType: 'message', confirmedEmail: 'gost@example.hr' } })
        : error(404, 'Confirmation not found.'),
    ),
    http.post(`${API}/api/v1/user/password/forgot`, () => HttpResponse.json({ data: { sent: true } })),
    http.post(`${API}/api/v1/user/password/set`, async ({ request }) => {
      const { token } = (await request.json()) as { token: string }
      if (!state.resetTokens.delete(token)) return error(400, 'Invalid or expired token.')
      return HttpResponse.json({ data: { success: true } })
    }),
    http.post(`${API}/api/v1/user/password/reset`, async ({ request }) => {
      if (!authorised(request)) return error(401, 'Unauthorized.')
      const { oldPassword } = (await request.json()) as { oldPassword: string }
      if (oldPassword !== 'Kupac123!') return error(400, 'Incorrect old password.')
      return HttpResponse.json({ data: { success: true } })
    }),
    http.get(`${API}/api/v1/user/web/profile`, ({ request }) =>
      authorised(request) ? HttpResponse.json({ data: state.profile }) : error(401, 'Unauthorized.'),
    ),
    http.patch(`${API}/api/v1/user/web/update`, async ({ request }) => {
      if (!authorised(request)) return error(401, 'Unauthorized.')
      const body = (await request.json()) as { email?: string; details?: Record<string, string> }
      if (body.email && body.email !== state.profile.email && state.registered.has(body.email)) return error(409, 'User already exist.')
      state.profile = { ...state.profile, ...(body.email ? { email: body.email } : {}), details: { ...(state.profile.details as object), ...body.details } }
      return HttpResponse.json({ data: state.profile })
    }),
    http.post(`${API}/api/v1/user/web/address/create`, async ({ request }) => {
      if (!authorised(request)) return error(401, 'Unauthorized.')
      const address = { id: ++serial, ...((await request.json()) as object), country: 191 }
      state.profile = { ...state.profile, addresses: [...(state.profile.addresses as object[]), address] }
      return HttpResponse.json({ data: address })
    }),
    http.patch(`${API}/api/v1/user/web/address/update/:id`, async ({ request, params }) => {
      if (!authorised(request)) return error(401, 'Unauthorized.')
      const addresses = state.profile.addresses as Array<Record<string, unknown>>
      const found = addresses.find((address) => String(address.id) === params.id)
      if (!found) return error(404, 'Address not found.')
      const updated = { ...found, ...((await request.json()) as object), country: 191 }
      state.profile = { ...state.profile, addresses: addresses.map((address) => (address === found ? updated : address)) }
      return HttpResponse.json({ data: updated })
    }),
    http.post(`${API}/api/v1/privacy/web/consent/log/create`, async ({ request }) =>
      HttpResponse.json({ data: { id: 1, ...((await request.json()) as object) } }, { status: 201 }),
    ),
    http.post(`${API}/api/v1/logout`, () => HttpResponse.json({ data: { ok: true } })),
  ]

  return { handlers, state }
}
