// A fetch that answers the layout calls of docs/contract.md, the login calls of docs/contract/auth.md and the
// wishlist, order-history and forgot-password calls of docs/contract/account.md with small fixed data, so hooks
// run on a real SDK instance without a backend. It records every call, so a test can assert that none was made.

type NavigationFixture = { id: number; title: string; href: string; children?: NavigationFixture[] }

function navigationItem({ id, title, href, children = [] }: NavigationFixture): unknown {
  return { id, title, type: 'productCategory', slug: href.split('/').pop(), href, prodcategory: null, children: children.map(navigationItem) }
}

const NAVIGATION: Record<string, Record<string, NavigationFixture[]>> = {
  hr: { main: [{ id: 1, title: 'Kolica', href: '/shop/kolica', children: [{ id: 11, title: 'Sportska kolica', href: '/shop/sportska-kolica' }] }] },
  sl: { main: [{ id: 1, title: 'Vozički', href: '/sl/shop/vozicki', children: [{ id: 11, title: 'Športni vozički', href: '/sl/shop/sportni-vozicki' }] }] },
}

function element(handler: string, language: string, meta: Record<string, unknown>): unknown {
  return {
    id: handler,
    handler,
    type: 'static-element',
    language_code: language,
    title: handler,
    slug: handler,
    meta,
    mobileMeta: null,
    options: null,
    mobileOptions: null,
    parts: null,
    linkMeta: null,
  }
}

/** The seeded accounts of docs/contract/auth.md, in its `User` shape. */
const USERS = [
  {
    password: 'Kupac123!',
    user: {
      id: 2,
      email: 'kupac@vitrina.test',
      username: 'kupac@vitrina.test',
      details: { firstName: 'Ana', lastName: 'Kupac' },
      company: { name: '' },
      memberCardBarcode: null,
      addresses: [{ id: 11, type: 'main' }],
      isBackofficeUser: false,
      scope: [],
    },
  },
  {
    password: 'Urednik123!',
    user: {
      id: 3,
      email: 'urednik@vitrina.test',
      username: 'urednik@vitrina.test',
      details: { firstName: 'Ivo', lastName: 'Urednik' },
      company: null,
      memberCardBarcode: null,
      addresses: [],
      isBackofficeUser: true,
      scope: ['cms.edit'],
    },
  },
]

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

/** An access token the SDK can read the expiry of (15 minutes, as the contract's); the signature is not checked here. */
function accessToken(userId: number): string {
  const now = Math.floor(Date.now() / 1000)
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: userId, iat: now, exp: now + 900, jti: `t${userId}-${now}`, typ: 'access' })}.signature`
}

function userOfToken(request: Request): (typeof USERS)[number]['user'] | undefined {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '')
  const payload = token?.split('.')[1]
  if (!payload) return undefined
  const { sub } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: number }
  return USERS.find(({ user }) => user.id === sub)?.user
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

export interface ContractFetch {
  fetch: typeof fetch
  /** 'METHOD /path' of every call made. */
  calls: string[]
  /** Answers maintenanceMode '1' from now on. */
  setMaintenanceMode(on: boolean): void
}

/** A product card as the wishlist lists it. */
function productCard(id: number): unknown {
  return {
    id,
    name: `Proizvod ${id}`,
    slug: `proizvod-${id}`,
    sku: `SKU-${id}`,
    format: 'simple',
    isPurchasable: true,
    available: true,
    retailPrice: 10,
    finalPrice: 10,
    categories: [],
    tags: [],
    media: [],
  }
}

/** Seven orders of the shopper, newest first: two pages of five. */
const ORDERS = Array.from({ length: 7 }, (_, index) => ({
  id: 7 - index,
  number: `WEB-${7 - index}`,
  issuedOn: '2026-05-01T10:00:00.000Z',
  paymentStatus: 'paid',
  finalAmount: 10,
  items: [],
  itemImages: [],
}))

export function contractFetch(): ContractFetch {
  const calls: string[] = []
  let maintenanceMode = false
  let wishlistSerial = 1
  let wishlist = [{ id: 1, product_id: 7, createdAt: '2026-05-01T10:00:00.000Z', product: productCard(7) }]

  const handler = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    const language = request.headers.get('x-gaussbox-language') ?? 'hr'
    calls.push(`${request.method} ${url.pathname}`)

    if (request.method === 'POST' && url.pathname === '/api/v1/cms/element/getByHandlers') {
      const { handlers } = (await request.json()) as { handlers: string[] }
      const meta: Record<string, Record<string, unknown>> = {
        'header-section': {
          topBar: { text: language === 'sl' ? 'Brezplačna dostava' : 'Besplatna dostava', links: [] },
          logo: { mediaId: 1, alt: 'Vitrina', url: '' },
        },
        'footer-section': { infoText: 'Vitrina', copyright: '© Vitrina' },
        'cookie-section': { title: 'Kolačići', acceptLabel: 'Dopusti kolačiće' },
      }
      return json({ data: handlers.filter((name) => meta[name]).map((name) => element(name, language, meta[name]!)) })
    }
    const tree = /^\/api\/v1\/cms\/navigation\/tree\/(\w+)$/.exec(url.pathname)
    if (request.method === 'GET' && tree) {
      return json({ data: (NAVIGATION[language]?.[tree[1]!] ?? []).map(navigationItem) })
    }
    if (request.method === 'GET' && url.pathname === '/api/v1/cms/option/filter') {
      const records = [
        { id: 1, key: 'maintenanceMode', value: maintenanceMode ? '1' : '0', media: null },
        { id: 2, key: 'cartAdditionBehaviour', value: '2', media: null },
        { id: 3, key: 'redis', value: '0', media: null },
      ]
      return json({ data: { records, pagination: { page: 1, perPage: 10, total: 3, lastPage: 1 } } })
    }
    if (request.method === 'POST' && url.pathname === '/api/v1/cms/redirect/addFailedRequest') {
      const { path } = (await request.json()) as { path: string }
      return json({ data: { path, count: 1 } })
    }
    if (request.method === 'POST' && url.pathname === '/api/v1/login') {
      const { username, password } = (await request.json()) as { username: string; password: string }
      const account = USERS.find(({ user }) => user.email === username.toLowerCase())
      if (!account || account.password !== password) return json({ message: 'Unknown username or password!', statusCode: 401 }, 401)
      return json({ data: { tokens: { accessToken: accessToken(account.user.id), refreshToken: `refresh-${account.user.id}` }, user: account.user } })
    }
    if (request.method === 'POST' && url.pathname === '/api/v2/ecommerce/checkout/cart/getAbandoned') {
      // No open cart to resume after a login.
      return json({ data: null })
    }
    if (request.method === 'POST' && url.pathname === '/api/v1/logout') {
      return json({ data: { ok: true } })
    }
    if (request.method === 'GET' && (url.pathname === '/api/v1/user/web/profile' || url.pathname === '/api/v1/user/profile')) {
      const user = userOfToken(request)
      if (!user) return json({ message: 'Unauthorized.', statusCode: 401 }, 401)
      if (url.pathname === '/api/v1/user/profile' && !user.isBackofficeUser) return json({ message: 'Forbidden.', statusCode: 403 }, 403)
      return json({ data: user })
    }
    // The account routes of docs/contract/account.md the account hooks use.
    if (url.pathname.startsWith('/api/v1/cms/wishlist/') || url.pathname.startsWith('/api/v1/document/')) {
      if (!userOfToken(request)) return json({ message: 'Unauthorized.', statusCode: 401 }, 401)
    }
    if (request.method === 'GET' && url.pathname === '/api/v1/cms/wishlist/filter') {
      return json({ data: { records: wishlist, pagination: { page: 1, perPage: 9999, limit: 9999, total: wishlist.length, lastPage: 1 } } })
    }
    if (request.method === 'POST' && url.pathname === '/api/v1/cms/wishlist/create') {
      const { product_id } = (await request.json()) as { product_id: number }
      const item = { id: ++wishlistSerial, product_id, createdAt: '2026-06-01T10:00:00.000Z', product: productCard(product_id) }
      wishlist = [item, ...wishlist]
      return json({ data: { id: item.id, product_id } })
    }
    const removal = /^\/api\/v1\/cms\/wishlist\/remove\/(\d+)$/.exec(url.pathname)
    if (request.method === 'DELETE' && removal) {
      wishlist = wishlist.filter((item) => String(item.id) !== removal[1])
      return json({ data: { id: Number(removal[1]) } })
    }
    if (request.method === 'POST' && url.pathname === '/api/v1/document/filter/web') {
      const { page, limit } = (await request.json()) as { page: number; limit: number }
      const lastPage = Math.ceil(ORDERS.length / limit)
      return json({ data: { records: ORDERS.slice((page - 1) * limit, page * limit), pagination: { page, perPage: limit, total: ORDERS.length, lastPage } } })
    }
    if (request.method === 'POST' && url.pathname === '/api/v1/user/password/forgot') {
      return json({ data: { sent: true } })
    }
    return json({ message: `Route not found: ${request.method} ${url.pathname}`, statusCode: 404 }, 404)
  }

  return {
    fetch: handler as typeof fetch,
    calls,
    setMaintenanceMode(on) {
      maintenanceMode = on
    },
  }
}
