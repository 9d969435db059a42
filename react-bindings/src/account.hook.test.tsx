import { act, renderHook } from '@testing-library/react'
import { createAccountService } from '@vitrina/sdk/account'
import { describe, expect, it } from 'vitest'
import { testStorefront } from '../test/storefront.fixture'
import { useAccount } from './account.hook'

const SHOPPER = { username: 'kupac@vitrina.test', password: 'Kupac123!' }

describe('useAccount', () => {
  it('hands through the instance’s one account service', () => {
    const { wrapper, shop } = testStorefront()
    const { result } = renderHook(() => useAccount(), { wrapper })
    const account = createAccountService(shop)
    expect([result.current.register, result.current.updateProfile, result.current.listen]).toEqual([account.register, account.updateProfile, account.listen])
    expect([result.current.profile, result.current.pending]).toEqual([null, []])
  })

  it('re-renders with the profile once loaded, and without it after logout', async () => {
    const { wrapper, shop } = testStorefront()
    const { result } = renderHook(() => useAccount(), { wrapper })
    await act(async () => void (await shop.auth.login(SHOPPER)))
    await act(async () => void (await result.current.loadProfile()))
    expect(result.current.profile?.user.details.firstName).toBe('Ana')
    expect(result.current.profile?.mainAddress?.id).toBe(11)
    await act(() => shop.auth.logout())
    expect(result.current.profile).toBeNull()
  })

  it('shows a form as pending while its submit runs', async () => {
    const { wrapper } = testStorefront()
    const { result } = renderHook(() => useAccount(), { wrapper })
    let sent: Promise<unknown> | undefined
    act(() => {
      sent = result.current.requestPasswordReset({ username: SHOPPER.username })
    })
    expect(result.current.pending).toEqual(['forgotPassword'])
    await act(async () => void (await sent))
    expect(result.current.pending).toEqual([])
  })
})
