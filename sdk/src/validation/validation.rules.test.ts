import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { isValidationError } from '../errors/errors.guards'
import { validate } from './validation.issues'
import { rule, rules } from './validation.rules'

const login = v.object({
  username: v.pipe(v.string(), rules.required(), rules.email()),
  password: v.pipe(v.string(), rules.required(), rules.minLength(8)),
})

function issuesOf(schema: v.GenericSchema<unknown, unknown>, value: unknown) {
  const result = validate(schema, value)
  if (result.ok) return []
  if (!isValidationError(result.error)) throw new Error('expected a ValidationError')
  return result.error.issues
}

describe('validation rules', () => {
  it('passes a valid value through unchanged', () => {
    expect(validate(login, { username: 'kupac@vitrina.test', password: 'Kupac123!' })).toEqual({
      ok: true,
      data: { username: 'kupac@vitrina.test', password: 'Kupac123!' },
    })
  })

  it('reports blank fields as required, by path', () => {
    expect(issuesOf(login, { username: '  ', password: '' })).toEqual([
      { path: ['username'], messageKey: 'validation.required' },
      { path: ['password'], messageKey: 'validation.required' },
    ])
  })

  it('reports an absent field as required rather than as a type error', () => {
    expect(issuesOf(login, { password: 'Kupac123!' })).toEqual([{ path: ['username'], messageKey: 'validation.required' }])
  })

  it('reports an invalid e-mail and a short password with the length as a param', () => {
    expect(issuesOf(login, { username: 'kupac@', password: 'short' })).toEqual([
      { path: ['username'], messageKey: 'validation.email' },
      { path: ['password'], messageKey: 'validation.minLength', params: { length: 8 } },
    ])
  })

  it('counts characters, not UTF-16 units, for lengths', () => {
    const city = v.pipe(v.string(), rules.maxLength(3))
    expect(issuesOf(city, 'Žić')).toEqual([])
    expect(issuesOf(city, 'Žića')).toEqual([{ path: [], messageKey: 'validation.maxLength', params: { length: 3 } }])
    expect(issuesOf(v.pipe(v.string(), rules.minLength(2)), '😀')).toEqual([{ path: [], messageKey: 'validation.minLength', params: { length: 2 } }])
  })

  it('checks sameAs against the given value and names it in the params', () => {
    const code = v.pipe(v.string(), rules.sameAs('HR'))
    expect(issuesOf(code, 'HR')).toEqual([])
    expect(issuesOf(code, 'SI')).toEqual([{ path: [], messageKey: 'validation.sameAs', params: { value: 'HR' } }])
  })

  it('treats an empty list as missing for required', () => {
    expect(issuesOf(v.pipe(v.array(v.string()), rules.required()), [])).toEqual([{ path: [], messageKey: 'validation.required' }])
  })

  it('carries the key and values of a rule of the app’s own, at its field', () => {
    const form = v.object({
      oib: v.pipe(
        v.string(),
        rule((value: string) => /^\d{11}$/.test(value), 'shop.oib', { digits: 11 }),
      ),
    })
    expect(issuesOf(form, { oib: '123' })).toEqual([{ path: ['oib'], messageKey: 'shop.oib', params: { digits: 11 } }])
    expect(issuesOf(form, { oib: '12345678901' })).toEqual([])
  })

  it('gives the placeholder key to issues that no SDK rule produced', () => {
    expect(issuesOf(v.number(), 'abc')).toEqual([{ path: [], messageKey: 'validation.invalid' }])
  })

  it('fails with a ValidationError whose message key is the first issue', () => {
    const result = validate(login, { username: 'x', password: 'Kupac123!' })
    expect(result.ok ? null : [result.error.code, result.error.messageKey, result.error.status]).toEqual(['VALIDATION_ERROR', 'validation.email', 400])
  })
})
