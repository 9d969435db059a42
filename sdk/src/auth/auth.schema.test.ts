import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { shopperUser } from '../../test/auth.backend'
import { userSchema } from './auth.schema'

describe('the user schema', () => {
  it('keeps the fields the SDK uses and drops the rest', () => {
    expect(v.parse(userSchema, shopperUser())).toEqual({
      id: 2,
      email: 'kupac@vitrina.test',
      details: { firstName: 'Ana', lastName: 'Kupac' },
      company: { name: '' },
      memberCardBarcode: null,
      addresses: [{ id: 11, type: 'main' }],
      isBackofficeUser: false,
      scope: [],
    })
  })

  it('fills missing or null optional fields with empty values', () => {
    expect(v.parse(userSchema, { id: '7', email: 'a@b.hr', details: { firstName: null }, company: null, addresses: null })).toEqual({
      id: '7',
      email: 'a@b.hr',
      details: { firstName: '', lastName: '' },
      company: null,
      memberCardBarcode: null,
      addresses: [],
      isBackofficeUser: false,
      scope: [],
    })
  })

  it.each([
    ['no id', { email: 'a@b.hr' }],
    ['no e-mail', { id: 1 }],
    ['a flag that is not a boolean', { id: 1, email: 'a@b.hr', isBackofficeUser: 'yes' }],
  ])('refuses a user with %s', (_case, value) => {
    expect(v.safeParse(userSchema, value).success).toBe(false)
  })
})
