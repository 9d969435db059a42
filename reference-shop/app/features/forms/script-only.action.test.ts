import { describe, expect, it } from 'vitest'
import { backToPage } from './script-only.action'

describe('backToPage', () => {
  it('sends a native POST back to the same page with its query, as a GET (303), and echoes nothing of the form', async () => {
    const request = new Request('http://shop.test/sl/kosarica?utm_source=mail', {
      method: 'POST',
      body: new URLSearchParams({ memberCardBarcode: '2900000000018' }),
    })
    const response = backToPage({ request })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/sl/kosarica?utm_source=mail')
    expect(await response.text()).not.toContain('2900000000018')
  })
})
