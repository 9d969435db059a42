import { createAccountService } from '../src/account/account.service'
import type { AccountEvent } from '../src/account/account.types'
import type { StorefrontOptions } from '../src/storefront/storefront.types'
import { type AccountBackendOptions, accountBackend } from './account.backend'
import { authShop } from './auth.setup'
import { pathOf, seen, server } from './msw'

/** A storefront over the auth and account fakes, with its account service, notices and account events. */
export function accountShop(options: Partial<StorefrontOptions> & AccountBackendOptions = {}) {
  const shop = authShop(options)
  const backend = accountBackend(options)
  server.use(...backend.handlers)
  const account = createAccountService(shop.shop)
  const events: AccountEvent[] = []
  account.listen((event) => events.push(event))
  return { ...shop, account, backend, events }
}

/** `METHOD /path` of every request sent since the test began. */
export const calls = () => seen.map((request) => `${request.method} ${pathOf(request)}`)
