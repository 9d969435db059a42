// Next.js's proxy (middleware.ts before Next.js 16) runs before every page and, unlike a Server Component, may set
// cookies. It keeps the shopper's session fresh: a token refresh writes cookies (and the backend rotates the refresh
// token, so a refresh whose new cookies are dropped logs the shopper out on the next request).
import { createStorefront, requestCookieStorage } from '@vitrina/sdk'
import { NextResponse, type NextRequest } from 'next/server'
import { shopOptions } from './app/shop-options'

/** Refreshes an expired session and sends the new cookies to the browser and to this request's pages. */
export async function proxy(request: NextRequest) {
  const storage = requestCookieStorage(request.headers.get('cookie'), { secure: request.nextUrl.protocol === 'https:' })
  const shop = createStorefront({ ...shopOptions(), storage })
  // The access token's cookie lives until the token expires: a refresh token without it means the next call
  // refreshes. Make that call here, where the new cookies can still reach the browser.
  if (storage.get('refreshToken') && !storage.get('accessToken')) await shop.auth.fetchUser()
  else await shop.auth.restore()

  const written = storage.setCookieHeaders()
  if (written.length === 0) return NextResponse.next()
  // The pages of this request must see the new tokens too: rewrite the Cookie header they get.
  const cookies = new Map(
    (request.headers.get('cookie') ?? '')
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
  )
  for (const header of written) {
    const [pair = ''] = header.split(';')
    const name = pair.slice(0, pair.indexOf('='))
    const value = pair.slice(pair.indexOf('=') + 1)
    if (/max-age=0/i.test(header) || value === '') cookies.delete(name)
    else cookies.set(name, value)
  }
  const forwarded = new Headers(request.headers)
  forwarded.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '))
  const response = NextResponse.next({ request: { headers: forwarded } })
  for (const header of written) response.headers.append('Set-Cookie', header)
  return response
}

/** Every path but Next.js's own files (`_next/`), `favicon.ico` and API routes (which set their own cookies). */
export const config = { matcher: ['/((?!_next/|favicon.ico|api/).*)'] }
