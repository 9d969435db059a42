import { describe, expect, it } from 'vitest'
import { isValidationError } from '../errors/errors.guards'
import { validateConsents } from './privacy.rules'
import type { Consent } from './privacy.types'

const CHECKOUT: Consent[] = [
  { id: 1, uniqueNumber: '1001', displayName: 'Prihvaćam uvjete kupnje', required: true },
  { id: 2, uniqueNumber: '1002', displayName: 'Privola za obradu osobnih podataka', required: true },
  { id: 3, uniqueNumber: '1003', displayName: 'Želim primati newsletter s ponudama', required: false },
]

const keyOf = (consents: Consent[] | null | undefined, accepted: string[]) =>
  validateConsents(consents, accepted)?.issues.map((issue) => [issue.path, issue.messageKey])

describe('validateConsents', () => {
  it.each([
    ['every required one ticked', CHECKOUT, ['1001', '1002'], undefined],
    ['every one ticked', CHECKOUT, ['1003', '1002', '1001'], undefined],
    ['a form without consents', [], [], undefined],
    ['only optional consents, none ticked', [{ ...CHECKOUT[2]! }], [], undefined],
    ['a required one missing', CHECKOUT, ['1001', '1003'], [[['consents'], 'core.notifications.consentsRequired']]],
    ['nothing ticked', CHECKOUT, [], [[['consents'], 'core.notifications.consentsRequired']]],
    ['ids instead of unique numbers', CHECKOUT, ['1', '2'], [[['consents'], 'core.notifications.consentsRequired']]],
    ['consents that never loaded (null)', null, ['1001'], [[['consents'], 'core.notifications.consentsNotLoaded']]],
    ['consents that never loaded (undefined)', undefined, [], [[['consents'], 'core.notifications.consentsNotLoaded']]],
  ] as const)('%s', (_name, consents, accepted, issues) => {
    expect(keyOf(consents as Consent[] | null | undefined, [...accepted])).toEqual(issues)
  })

  it('answers a ValidationError the UI can branch on', () => {
    const problem = validateConsents(CHECKOUT, [])
    expect(isValidationError(problem)).toBe(true)
    expect(problem?.code).toBe('VALIDATION_ERROR')
  })
})
