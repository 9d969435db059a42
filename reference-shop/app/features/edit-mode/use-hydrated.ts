import { useEffect, useState } from 'react'

/**
 * False in the server's HTML and until this component has hydrated. Edit mode's fields and buttons are rendered by
 * the server inside a lazily loaded boundary: typed text or a click before React owns them would be lost, so they stay
 * read-only or disabled until then.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
