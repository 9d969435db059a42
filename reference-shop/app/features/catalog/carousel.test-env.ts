import { afterEach, beforeEach, vi } from 'vitest'

/** Observers that never report: jsdom has no layout, so there is nothing to observe. */
class SilentObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return []
  }
}

/** A media query list that never matches (jsdom has no viewport to match against). */
function matchMedia(query: string): Pick<MediaQueryList, 'matches' | 'media' | 'addEventListener' | 'removeEventListener'> {
  return { matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }
}

/**
 * Registers, for the calling test file, the browser APIs Embla starts with and jsdom lacks: `ResizeObserver`
 * (resizes), `IntersectionObserver` (the slides in view) and `matchMedia` (breakpoint options).
 */
export function useCarouselEnvironment(): void {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', SilentObserver)
    vi.stubGlobal('IntersectionObserver', SilentObserver)
    vi.stubGlobal('matchMedia', matchMedia)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })
}
