import { act, renderHook, waitFor } from '@testing-library/react'
import { createNewsletterService } from '@vitrina/sdk/forms'
import { describe, expect, it } from 'vitest'
import { testStorefront } from '../test/storefront.fixture'
import { useNewsletter } from './newsletter.hook'

const CONSENTS = { consents: [{ id: 1, uniqueNumber: '1001', displayName: 'Newsletter *', required: true }], acceptedConsents: ['1001'] }

describe('useNewsletter', () => {
  it('hands through the instance’s one sign-up, pending while it is sent, and its notice after', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const backend = async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname
      if (path.endsWith('/newsletter/subscribe')) {
        await held
        return Response.json({ data: { subscribed: false } })
      }
      return Response.json({ data: { id: 1 } }, { status: 201 })
    }
    const { wrapper, shop } = testStorefront({ backend: { fetch: backend as typeof fetch, calls: [], setMaintenanceMode: () => {} } })
    const notices: string[] = []
    shop.notices.listen((notice) => notices.push(notice.key))
    const { result } = renderHook(() => useNewsletter(), { wrapper })
    expect(result.current.subscribe).toBe(createNewsletterService(shop).subscribe)
    expect(result.current.pending).toBe(false)

    let sent: ReturnType<typeof result.current.subscribe> | undefined
    act(() => {
      sent = result.current.subscribe({ email: 'iva@primjer.hr' }, CONSENTS)
    })
    await waitFor(() => expect(result.current.pending).toBe(true))
    release()
    await act(async () => {
      await sent
    })
    expect(result.current.pending).toBe(false)
    expect(notices).toContain('core.notifications.alreadySubscribedToNewsletter')
  })
})
