import { useEffect, useRef, type RefObject } from 'react'

/** Storefront spec §4: "Smooth scroll to the active step offset 144 px after 500 ms". */
export const STEP_SCROLL_DELAY_MS = 500
export const STEP_SCROLL_OFFSET_PX = 144

/**
 * Scrolls the step that became active into view, 144 px below the top of the window (under the sticky header),
 * 500 ms after it opened. Not on the first render: a shopper arriving on the page stays where the page starts.
 */
export function useStepScroll(step: string, target: RefObject<HTMLElement | null>): void {
  const first = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: step is the trigger: each new step scrolls into view
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const timer = setTimeout(() => {
      const element = target.current
      if (!element) return
      window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - STEP_SCROLL_OFFSET_PX, behavior: 'smooth' })
    }, STEP_SCROLL_DELAY_MS)
    return () => clearTimeout(timer)
  }, [step, target])
}
