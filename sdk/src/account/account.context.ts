import { atom, type WritableAtom } from 'nanostores'
import type { SdkError } from '../errors/errors.classes'
import { fail } from '../internal/result'
import { notifyError } from '../notices/notices.errors'
import type { NoticeLevel } from '../notices/notices.types'
import type { Result } from '../result/result.types'
import type { StorefrontContext } from '../storefront/storefront.context'
import { contextOf } from '../storefront/storefront.internals'
import type { Storefront } from '../storefront/storefront.types'
import { type AccountApi, createAccountApi } from './account.api'
import { createSubmitLocks, type SubmitLocks } from './account.lock'
import type { AccountMessageKey } from './account.messages.keys'
import { notifyAccount } from './account.notices'
import type { AccountEvent, AccountProfile } from './account.types'

/** What the account service's parts share: the instance, its calls, the locks, the profile store and the events. */
export interface AccountContext {
  readonly shop: Storefront
  readonly ctx: StorefrontContext
  readonly api: AccountApi
  readonly locks: SubmitLocks
  readonly $profile: WritableAtom<AccountProfile | null>
  /** Emits a notice with an account message key. */
  notify(level: NoticeLevel, key: AccountMessageKey): void
  /** Emits the error notice of a failed call (none for a cancelled one) and answers the failure. */
  failed<T>(error: SdkError): Result<T>
  emit(event: AccountEvent): void
  listen(listener: (event: AccountEvent) => void): () => void
}

export function createAccountContext(shop: Storefront): AccountContext {
  const ctx = contextOf(shop)
  const listeners = new Set<(event: AccountEvent) => void>()
  return {
    shop,
    ctx,
    api: createAccountApi(ctx.http, shop.options.apiKey),
    locks: createSubmitLocks(),
    $profile: atom<AccountProfile | null>(null),
    notify: (level, key) => notifyAccount(ctx.notices, ctx.$language.get(), level, key),
    failed(error) {
      notifyError(ctx.notices, error, ctx.$language.get())
      return fail(error)
    },
    emit(event) {
      for (const listener of [...listeners]) listener(event)
    },
    listen(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
