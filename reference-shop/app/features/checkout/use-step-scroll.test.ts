import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useStepScroll } from './use-step-scroll'

describe('useStepScroll', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>
  const section = document.createElement('section')

  beforeEach(() => {
    vi.useFakeTimers()
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top: 480 } as DOMRect)
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1000 })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('leaves the page where it starts on the first render', () => {
    renderHook(() => useStepScroll('address', { current: section }))
    vi.advanceTimersByTime(5000)
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('scrolls smoothly to 144 px above the step 500 ms after the step changed, not before', () => {
    const { rerender } = renderHook(({ step }) => useStepScroll(step, { current: section }), { initialProps: { step: 'address' } })
    rerender({ step: 'shipping' })
    vi.advanceTimersByTime(499)
    expect(scrollTo).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 480 + 1000 - 144, behavior: 'smooth' })
  })

  it('scrolls only to the last of two quick step changes', () => {
    const target = { current: section }
    const { rerender } = renderHook(({ step }) => useStepScroll(step, target), { initialProps: { step: 'address' } })
    rerender({ step: 'shipping' })
    vi.advanceTimersByTime(300)
    rerender({ step: 'payment' })
    vi.advanceTimersByTime(499)
    expect(scrollTo).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(scrollTo).toHaveBeenCalledTimes(1)
  })
})
