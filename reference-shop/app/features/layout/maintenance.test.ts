import { describe, expect, it } from 'vitest'
import { maintenanceViewShown, showsMaintenanceView } from './maintenance'

describe('showsMaintenanceView', () => {
  it.each([
    [false, null, false],
    [false, { isBackofficeUser: false }, false],
    [true, null, true],
    [true, { isBackofficeUser: false }, true],
    [true, {}, true],
    [true, { isBackofficeUser: true }, false],
  ])('maintenance mode %s, user %o: %s', (maintenanceMode, user, expected) => {
    expect(showsMaintenanceView(maintenanceMode, user)).toBe(expected)
  })
})

describe('maintenanceViewShown', () => {
  it('keeps the view when the server decided so, even for a user the browser thinks is a back-office user', () => {
    expect(maintenanceViewShown(true, true, { isBackofficeUser: true })).toBe(true)
  })

  it('adds the view in the browser when the back-office user has logged out', () => {
    expect(maintenanceViewShown(false, true, null)).toBe(true)
  })

  it('shows the site when the server let the back-office user through and they are still logged in', () => {
    expect(maintenanceViewShown(false, true, { isBackofficeUser: true })).toBe(false)
  })
})
