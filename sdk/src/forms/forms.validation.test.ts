import { describe, expect, it } from 'vitest'
import type { ValidationError } from '../errors/errors.classes'
import type { CustomForm, FormField, FormValues } from './forms.types'
import { fieldRules, validateFormValues } from './forms.validation'

const field = (key: string, type: FormField['type'], validation: string[], extra: Partial<FormField> = {}): FormField => ({
  id: 1,
  key,
  type,
  label: key,
  placeholder: '',
  validation,
  options: null,
  allowedExts: null,
  ...extra,
})

const FORM: Pick<CustomForm, 'fields'> = {
  fields: [
    field('ime', 'text', ['required', 'max:10']),
    field('email', 'email', ['required']),
    field('telefon', 'tel', ['min:6']),
    field('uvjeti', 'checkbox', ['required']),
    field('privitak', 'file', ['max:2'], { allowedExts: ['pdf', 'jpg'] }),
  ],
}
const VALID: FormValues = {
  ime: ' Iva ',
  email: 'iva@example.com',
  telefon: '',
  uvjeti: true,
  privitak: [{ name: 'racun.PDF', arrayBuffer: async () => new ArrayBuffer(0) }],
}
const file = (name: string) => ({ name, arrayBuffer: async () => new ArrayBuffer(0) })

const issuesOf = (values: FormValues) => {
  const result = validateFormValues(FORM, values)
  return result.ok ? [] : (result.error as ValidationError).issues.map((issue) => [issue.path.join('.'), issue.messageKey, issue.params ?? null])
}

describe('fieldRules', () => {
  it.each([
    [['required', 'max:255'], 'text', { required: true, email: false, max: 255 }],
    [['max:50'], 'tel', { required: false, email: false, max: 50 }],
    [['required', 'email', 'min:3'], 'text', { required: true, email: true, min: 3 }],
    [[], 'email', { required: false, email: true }],
    [['max:abc', 'unknown:1'], 'text', { required: false, email: false }],
  ] as const)('reads %j of a %s field', (validation, type, expected) => {
    expect(fieldRules({ type, validation: [...validation] })).toEqual(expected)
  })
})

describe('validateFormValues', () => {
  it('accepts valid values and trims text', () => {
    const result = validateFormValues(FORM, VALID)
    expect(result.ok && result.data).toMatchObject({ ime: 'Iva', email: 'iva@example.com', telefon: '', uvjeti: true })
  })

  it.each<[string, FormValues, unknown[]]>([
    ['a blank required text', { ...VALID, ime: '   ' }, [['ime', 'validation.required', null]]],
    ['text past max:N', { ...VALID, ime: 'Ivana Horvat' }, [['ime', 'validation.maxLength', { length: 10 }]]],
    ['a bad e-mail in an email field', { ...VALID, email: 'iva@' }, [['email', 'validation.email', null]]],
    ['a missing required e-mail', { ...VALID, email: undefined }, [['email', 'validation.required', null]]],
    ['text under min:N when filled', { ...VALID, telefon: '123' }, [['telefon', 'validation.minLength', { length: 6 }]]],
    ['an unticked required checkbox', { ...VALID, uvjeti: false }, [['uvjeti', 'validation.required', null]]],
    ['more files than max:N', { ...VALID, privitak: [file('a.pdf'), file('b.pdf'), file('c.pdf')] }, [['privitak', 'validation.tooManyFiles', { max: 2 }]]],
    ['a file of another type', { ...VALID, privitak: [file('opis.docx')] }, [['privitak', 'validation.fileType', { types: 'pdf, jpg' }]]],
  ])('refuses %s', (_, values, expected) => {
    expect(issuesOf(values)).toEqual(expected)
  })

  it('caps a file field at the public upload limit of 10 files whatever its rule', () => {
    const wide = { fields: [field('prilozi', 'file', ['max:50'])] }
    const eleven = Array.from({ length: 11 }, (_, i) => file(`${i}.png`))
    const result = validateFormValues(wide, { prilozi: eleven })
    expect(!result.ok && (result.error as ValidationError).issues.map((issue) => [issue.messageKey, issue.params])).toEqual([
      ['validation.tooManyFiles', { max: 10 }],
    ])
    expect(validateFormValues(wide, { prilozi: eleven.slice(1) }).ok).toBe(true)
  })

  it('requires a file in a required file field', () => {
    const form = { fields: [field('fotografije', 'file', ['required'])] }
    expect(validateFormValues(form, { fotografije: [] }).ok).toBe(false)
    expect(validateFormValues(form, {}).ok).toBe(false)
  })
})
