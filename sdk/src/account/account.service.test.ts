import { describe, expect, it } from 'vitest'
import { BARCODES } from '../../test/account.backend'
import { accountShop } from '../../test/account.setup'
import { BASE_OPTIONS } from '../../test/auth.setup'
import { useMswServer } from '../../test/msw'
import { createStorefront } from '../storefront/storefront.create'
import type { Storefront } from '../storefront/storefront.types'
import { createAccountService } from './account.service'
import type { AccountEvent } from './account.types'

useMswServer()

const FORM = {
  firstName: 'Iva',
  lastName: 'Nova',
  email: 'iva@example.hr',
  password: 'Lozinka1!',
  confirmedPassword: 'Lozinka1!',
  memberCardBarcode: BARCODES.blocked,
}

describe('createAccountService', () => {
  it('answers the same service for the same instance and another for another instance', () => {
    const first = createStorefront(BASE_OPTIONS)
    const second = createStorefront(BASE_OPTIONS)
    expect(createAccountService(first)).toBe(createAccountService(first))
    expect(createAccountService(second)).not.toBe(createAccountService(first))
  })

  it('refuses an object that createStorefront did not make', () => {
    expect(() => createAccountService({ ...createStorefront(BASE_OPTIONS) } as Storefront)).toThrow(TypeError)
  })

  it('starts with no profile and nothing pending', () => {
    const account = createAccountService(createStorefront(BASE_OPTIONS))
    expect([account.$profile.get(), account.$pending.get()]).toEqual([null, []])
  })
})

describe('account events', () => {
  it('reach every listener until it stops listening', async () => {
    const { account, events } = accountShop()
    const later: AccountEvent[] = []
    const stop = account.listen((event) => later.push(event))
    await account.register(FORM, { consents: [], acceptedConsents: [] })
    stop()
    await account.register(FORM, { consents: [], acceptedConsents: [] })
    expect(events).toHaveLength(2)
    expect(later).toEqual([{ type: 'incorrect-member-card-barcode', barcode: BARCODES.blocked }])
  })
})
