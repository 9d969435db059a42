import { describe, expect, it } from 'vitest'
import { isBackOfficePath } from './pages'

describe('isBackOfficePath', () => {
  it.each([
    ['/admin', true],
    ['/adminLogin', true],
    ['/sl/adminLogin', true],
    ['/admin/', true],
    ['/admin/consent', true],
    ['/sl/admin/consent/newsletter', true],
    ['/en/admin', true],
    ['/ADMIN', true],
    ['/', false],
    ['/administracija', false],
    ['/adminx/consent', false],
    ['/kosarica', false],
    ['/fr/admin', false],
    ['/o-nama/admin', false],
  ])('answers %s: %s', (pathname, backOffice) => {
    expect(isBackOfficePath(pathname)).toBe(backOffice)
  })
})
