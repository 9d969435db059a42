import { describe, expect, it } from 'vitest'
import { memoryStorage } from './storage.memory'

describe('memoryStorage', () => {
  it('starts with the initial cookies and reads back what was written', () => {
    const storage = memoryStorage({ i18n_locale: 'sl' })
    storage.set('cartId', '42')
    expect([storage.get('i18n_locale'), storage.get('cartId')]).toEqual(['sl', '42'])
  })

  it('forgets a removed cookie and one written with a lifetime of zero', () => {
    const storage = memoryStorage({ a: '1', b: '2' })
    storage.remove('a')
    storage.set('b', 'x', { maxAgeSeconds: 0 })
    expect([storage.get('a'), storage.get('b')]).toEqual([undefined, undefined])
  })

  it('does not share cookies between two adapters', () => {
    const first = memoryStorage()
    const second = memoryStorage()
    first.set('cartId', '1')
    expect(second.get('cartId')).toBeUndefined()
  })
})
