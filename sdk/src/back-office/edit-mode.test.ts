import { describe, expect, it } from 'vitest'
import { checkComponentPage, editModeOf } from './edit-mode'

const EDITOR = { isBackofficeUser: true }
const SHOPPER = { isBackofficeUser: false }

describe('editModeOf', () => {
  it.each([
    ['?editPage=true', EDITOR, { editing: true, mobileView: false }],
    ['?editPage=true&mobileView=true', EDITOR, { editing: true, mobileView: true }],
    ['?editPage=true&mobileView=true', SHOPPER, { editing: false, mobileView: false }],
    ['?editPage=true', null, { editing: false, mobileView: false }],
    ['?editPage=1', EDITOR, { editing: false, mobileView: false }],
    ['?editPage=TRUE', EDITOR, { editing: false, mobileView: false }],
    ['?mobileView=true', EDITOR, { editing: false, mobileView: false }],
    ['', EDITOR, { editing: false, mobileView: false }],
  ])('%s for %j gives %j', (search, user, mode) => {
    expect(editModeOf(search, user)).toEqual(mode)
    expect(editModeOf(new URLSearchParams(search), user)).toEqual(mode)
  })
})

describe('checkComponentPage', () => {
  it('refuses an empty component page with validation.required on components', () => {
    const result = checkComponentPage([])
    expect(result.ok ? null : [result.error.code, result.error.messageKey, 'issues' in result.error ? result.error.issues : null]).toEqual([
      'VALIDATION_ERROR',
      'validation.required',
      [{ path: ['components'], messageKey: 'validation.required' }],
    ])
  })

  it('lets a page with components through unchanged', () => {
    const components = [{ handler: 'hero' }]
    expect(checkComponentPage(components)).toEqual({ ok: true, data: components })
  })
})
