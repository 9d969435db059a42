import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HIDE_ALERT_CLEAR_MS, HIDE_ALERT_SET_MS, hideAlertOnHome, rememberBrowsing } from './navigation-effects'

describe('rememberBrowsing', () => {
  let stored: Map<string, string>
  const storage = () => ({ setItem: (key: string, value: string) => void stored.set(key, value), removeItem: (key: string) => void stored.delete(key) })
  beforeEach(() => {
    stored = new Map()
  })

  it('stores a product page slug as the current item, in every language', () => {
    rememberBrowsing('/product/set-za-kupanje', '', storage)
    expect(stored.get('currentItem')).toBe('set-za-kupanje')
    rememberBrowsing('/en/product/paket-za-novorodence', '', storage)
    expect(stored.get('currentItem')).toBe('paket-za-novorodence')
  })

  it('stores a category listing with its page, the first when the URL names none', () => {
    rememberBrowsing('/shop/kolica', '?page=3', storage)
    expect(Object.fromEntries(stored)).toEqual({ categoryName: 'kolica', categoryPage: '3' })
    rememberBrowsing('/sl/shop/igracke', '', storage)
    expect(Object.fromEntries(stored)).toEqual({ categoryName: 'igracke', categoryPage: '1' })
  })

  it('keeps what it stored while the shopper moves between listings, products and search, and clears it on any other page', () => {
    rememberBrowsing('/shop/kolica', '?page=2', storage)
    rememberBrowsing('/product/set-za-kupanje', '', storage)
    rememberBrowsing('/pretraga', '?search=kolica', storage)
    rememberBrowsing('/shop', '', storage)
    expect(Object.fromEntries(stored)).toEqual({ categoryName: 'kolica', categoryPage: '2', currentItem: 'set-za-kupanje' })
    rememberBrowsing('/kosarica', '', storage)
    expect(stored.size).toBe(0)
    rememberBrowsing('/product/set-za-kupanje', '', storage)
    rememberBrowsing('/o-nama', '', storage)
    expect(stored.size).toBe(0)
  })

  it('does not fail where local storage is refused', () => {
    expect(() =>
      rememberBrowsing('/product/set-za-kupanje', '', () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      }),
    ).not.toThrow()
  })
})

describe('hideAlertOnHome', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sets the body id hideAlert 0.1 s after arriving home and clears it after 11 s', () => {
    const body = document.createElement('body')
    hideAlertOnHome('/', body)
    vi.advanceTimersByTime(HIDE_ALERT_SET_MS - 1)
    expect(body.id).toBe('')
    vi.advanceTimersByTime(1)
    expect(body.id).toBe('hideAlert')
    vi.advanceTimersByTime(HIDE_ALERT_CLEAR_MS - HIDE_ALERT_SET_MS - 1)
    expect(body.id).toBe('hideAlert')
    vi.advanceTimersByTime(1)
    expect(body.hasAttribute('id')).toBe(false)
  })

  it('does it on the home page of every language and nowhere else', () => {
    const body = document.createElement('body')
    expect(hideAlertOnHome('/shop/kolica', body)).toBeUndefined()
    hideAlertOnHome('/de', body)
    vi.advanceTimersByTime(HIDE_ALERT_SET_MS)
    expect(body.id).toBe('hideAlert')
  })

  it('clears the id and its timers when the shopper leaves the home page early', () => {
    const body = document.createElement('body')
    const leave = hideAlertOnHome('/', body)!
    vi.advanceTimersByTime(HIDE_ALERT_SET_MS)
    leave()
    expect(body.hasAttribute('id')).toBe(false)
    const early = hideAlertOnHome('/', body)!
    early()
    vi.advanceTimersByTime(HIDE_ALERT_CLEAR_MS)
    expect(body.hasAttribute('id')).toBe(false)
  })
})
