import type { ReadableAtom, WritableAtom } from 'nanostores'
import { describe, expectTypeOf, it } from 'vitest'
import type { AuthStatus, AuthUser } from '../auth/auth.types'
import type { Result } from '../result/result.types'
import type { SiteOptions, SiteService } from '../site/site.types'
import type { Storefront } from './storefront.types'

describe('the public types', () => {
  it('exposes stores read-only', () => {
    expectTypeOf<SiteService['$options']>().toEqualTypeOf<ReadableAtom<SiteOptions | null>>()
    expectTypeOf<SiteService['$options']>().not.toHaveProperty('set')
    expectTypeOf<Storefront['$language']>().not.toMatchTypeOf<WritableAtom<string>>()
  })

  it('returns Results from site calls and void from loadLayout', () => {
    expectTypeOf<SiteService['loadLayout']>().returns.toEqualTypeOf<Promise<Result<void>>>()
    expectTypeOf<SiteService['hasRunningPipeline']>().returns.toEqualTypeOf<Promise<Result<boolean>>>()
  })

  it('exposes the auth stores read-only and returns Results from login and fetchUser', () => {
    expectTypeOf<Storefront['auth']['$user']>().toEqualTypeOf<ReadableAtom<AuthUser | null>>()
    expectTypeOf<Storefront['auth']['$status']>().toEqualTypeOf<ReadableAtom<AuthStatus>>()
    expectTypeOf<Storefront['auth']['$user']>().not.toHaveProperty('set')
    expectTypeOf<Storefront['auth']['$isBackofficeUser']>().not.toHaveProperty('set')
    expectTypeOf<Storefront['auth']['login']>().returns.toEqualTypeOf<Promise<Result<AuthUser>>>()
    expectTypeOf<Storefront['auth']['restore']>().returns.toEqualTypeOf<Promise<Result<AuthUser | null>>>()
    expectTypeOf<AuthStatus>().toEqualTypeOf<'loggedOut' | 'pending' | 'loggedIn' | 'errored'>()
  })
})
