import { describe, expect, it } from 'vitest'
import { assignmentDetails, consentDraftProblem, draftOf, formTypeSlug } from './consent-admin.rules'
import type { ConsentAdminState } from './consent-admin.types'

const CONSENTS = [
  { id: 2, uniqueNumber: '1002', displayName: 'Privola za obradu osobnih podataka' },
  { id: 3, uniqueNumber: '1003', displayName: 'Želim primati newsletter s ponudama' },
  { id: 4, uniqueNumber: '1004', displayName: 'Privola za personalizirane ponude' },
]
const NEWSLETTER = assignmentDetails(
  'Newsletter',
  { id: 1, slug: 'newsletter', assigned_to: 'Newsletter', consents: ['1002', '1003', '1004'], requiredConsents: ['1002', '1003'] },
  CONSENTS,
)
const READY: ConsentAdminState = { status: 'ready', consents: CONSENTS, assignments: [NEWSLETTER], error: null }
const IDLE: ConsentAdminState = { status: 'idle', consents: [], assignments: [], error: null }

describe('the consent administration rules', () => {
  it('gives an assignment its consents in order with their details, the required ones marked, and leaves out unknown numbers', () => {
    expect(NEWSLETTER).toEqual({
      id: 1,
      slug: 'newsletter',
      formType: 'Newsletter',
      consents: [
        { ...CONSENTS[0], required: true },
        { ...CONSENTS[1], required: true },
        { ...CONSENTS[2], required: false },
      ],
    })
    expect(
      assignmentDetails('Contact', { id: 2, slug: 'contact', assigned_to: 'Contact', consents: ['9999', '1002'], requiredConsents: [] }, CONSENTS).consents,
    ).toEqual([{ ...CONSENTS[0], required: false }])
  })

  it('gives a form type without an assignment no consents, no id and the slug the backend will make', () => {
    expect(assignmentDetails('Product availability', undefined, CONSENTS)).toEqual({
      id: null,
      slug: 'product-availability',
      formType: 'Product availability',
      consents: [],
    })
    expect(formTypeSlug('Newsletter')).toBe('newsletter')
  })

  it('starts a draft from what the assignment holds', () => {
    expect(draftOf(NEWSLETTER)).toEqual({ consents: ['1002', '1003', '1004'], requiredConsents: ['1002', '1003'] })
  })

  it.each([
    ['consents not loaded yet', IDLE, 'Newsletter', { consents: ['1002'], requiredConsents: [] }, { path: [], messageKey: 'admin.consents.notLoaded' }],
    [
      'an unknown form type',
      READY,
      'Blog',
      { consents: ['1002'], requiredConsents: [] },
      { path: ['assigned_to'], messageKey: 'admin.consents.unknownFormType' },
    ],
    [
      'a consent that was not loaded',
      READY,
      'Newsletter',
      { consents: ['1002', '9999'], requiredConsents: [] },
      { path: ['consents'], messageKey: 'admin.consents.unknownConsent' },
    ],
    [
      'a required consent that is not chosen',
      READY,
      'Newsletter',
      { consents: ['1002'], requiredConsents: ['1002', '1003'] },
      { path: ['requiredConsents'], messageKey: 'admin.consents.requiredNotChosen' },
    ],
    [
      'no change',
      READY,
      'Newsletter',
      { consents: ['1002', '1003', '1004'], requiredConsents: ['1003', '1002'] },
      { path: [], messageKey: 'admin.consents.noChange' },
    ],
    ['a new required consent', READY, 'Newsletter', { consents: ['1002', '1003', '1004'], requiredConsents: ['1002', '1003', '1004'] }, null],
    ['a new order', READY, 'Newsletter', { consents: ['1003', '1002', '1004'], requiredConsents: ['1002', '1003'] }, null],
    ['consents for a form type without an assignment', READY, 'Contact', { consents: ['1002'], requiredConsents: ['1002'] }, null],
    [
      'no consents for a form type without an assignment',
      READY,
      'Contact',
      { consents: [], requiredConsents: [] },
      { path: [], messageKey: 'admin.consents.noChange' },
    ],
  ])('answers %s', (_what, state, formType, draft, problem) => {
    expect(consentDraftProblem(state, formType, draft)).toEqual(problem)
  })
})
