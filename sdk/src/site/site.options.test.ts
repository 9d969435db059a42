import { describe, expect, it } from 'vitest'
import { parseSiteOptions } from './site.options'

const record = (key: string, value: string | number | boolean | null) => ({ key, value })

describe('parseSiteOptions', () => {
  it('turns the CMS text values into booleans and the cart-addition enumeration', () => {
    expect(parseSiteOptions([record('maintenanceMode', '1'), record('cartAdditionBehaviour', '1'), record('redis', '1')])).toEqual({
      maintenanceMode: true,
      cartAdditionBehaviour: 1,
      redis: true,
    })
  })

  it.each([
    ['0', false],
    ['1', true],
    ['true', true],
    ['false', false],
    ['', false],
    [null, false],
  ])('reads maintenanceMode %j as %s', (value, expected) => {
    expect(parseSiteOptions([record('maintenanceMode', value)]).maintenanceMode).toBe(expected)
  })

  it.each([
    ['0', 0],
    ['1', 1],
    ['2', 2],
    [2, 2],
    ['3', 0],
    ['', 0],
    ['popup', 0],
  ])('reads cartAdditionBehaviour %j as %i', (value, expected) => {
    expect(parseSiteOptions([record('cartAdditionBehaviour', value)]).cartAdditionBehaviour).toBe(expected)
  })

  it('uses the defaults for options the site does not set and ignores unknown ones', () => {
    expect(parseSiteOptions([record('somethingElse', '1')])).toEqual({ maintenanceMode: false, cartAdditionBehaviour: 0, redis: false })
  })
})
