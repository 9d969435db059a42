import { Suspense, useEffect, type ReactNode } from 'react'

// Which parts of the server-rendered page React has hydrated. The frame (root.tsx's Suspense boundary) hydrates
// first; the parts in a HydratedPart boundary (the page, the footer) each after it, as work React can pause for the
// browser. `data-hydrated` on <html> says the whole page is interactive: the end-to-end tests wait for it before they
// click. (On the server no effect runs: nothing is ever marked there.)
const expected = new Set(['frame'])
const hydrated = new Set<string>()

/** Records that a part has hydrated (root.tsx: 'frame', from an effect of a component in the frame). */
export function markHydrated(part: string): void {
  hydrated.add(part)
  if ([...expected].every((name) => hydrated.has(name))) document.documentElement.dataset.hydrated = 'true'
}

/** Records the part's hydration once its content has committed. */
function PartHydrated({ name }: { name: string }) {
  useEffect(() => markHydrated(name), [name])
  return null
}

/**
 * A part of the page in a Suspense boundary of its own, so that React hydrates it apart from the rest (and shows the
 * rest while its code loads). Its server HTML stays as it is until then. The page counts as hydrated once every part is.
 */
export function HydratedPart({ name, children }: { name: string; children: ReactNode }) {
  // Recorded while the frame renders, before any part's effect can run (adding a name twice changes nothing).
  expected.add(name)
  return (
    <Suspense>
      {children}
      <PartHydrated name={name} />
    </Suspense>
  )
}
