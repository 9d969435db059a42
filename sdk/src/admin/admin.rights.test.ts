import { describe, expect, it } from 'vitest'
import { canAdmin } from './admin.rights'

const EDITOR = { isBackofficeUser: true, scope: ['backoffice', 'cms:write', 'media:write', 'consents:write', 'cache:clear'] }
const INTERN = { isBackofficeUser: true, scope: ['backoffice', 'cms:write', 'media:write', 'cache:clear'] }
const SHOPPER = { isBackofficeUser: false, scope: ['shopper'] }

describe('canAdmin', () => {
  it.each([
    ['the editor', EDITOR, 'consents:write', true],
    ['the editor', EDITOR, 'backoffice', true],
    ['the intern', INTERN, 'backoffice', true],
    ['the intern', INTERN, 'consents:write', false],
    ['a shopper', SHOPPER, 'backoffice', false],
    // A scope that names a right does not make a shopper an editor: the admin area needs a back-office user.
    ['a shopper whose scope names the right', { isBackofficeUser: false, scope: ['backoffice'] }, 'backoffice', false],
    ['a back-office user with an empty scope', { isBackofficeUser: true, scope: [] }, 'backoffice', false],
    ['nobody', null, 'backoffice', false],
    ['nobody', undefined, 'cache:clear', false],
  ] as const)('answers %s and %s: %s', (_who, user, right, allowed) => {
    expect(canAdmin(user, right)).toBe(allowed)
  })
})
