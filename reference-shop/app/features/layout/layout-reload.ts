// The root loader (the page shell's layout, session and snapshot) runs again only for a change of language or of who
// is logged in (root.tsx, shouldRevalidate). Edit mode changes the layout itself: while it revalidates, the root's
// data is loaded too. A flag for the whole revalidation, not for one call: React Router asks a route's
// shouldRevalidate more than once for one revalidation.
let running = 0

/** Runs `revalidate` (React Router's) with the root's data, the layout, loaded again as well. */
export async function revalidateWithLayout(revalidate: () => Promise<void>): Promise<void> {
  running += 1
  try {
    await revalidate()
  } finally {
    running -= 1
  }
}

/** Whether a revalidation with the layout is under way: what the root's shouldRevalidate asks. */
export function layoutReloadWanted(): boolean {
  return running > 0
}
