import { useEffect, useEffectEvent } from 'react'
import type { Notice } from '@vitrina/sdk'
import { useStorefront } from './storefront.context'

/**
 * Calls `listener` for every notice the SDK emits while the component is mounted.
 *
 * The listener may change on every render without resubscribing; it never runs during server rendering.
 */
export function useNotices(listener: (notice: Notice) => void): void {
  const { notices } = useStorefront()
  const onNotice = useEffectEvent(listener)
  useEffect(() => notices.listen((notice) => onNotice(notice)), [notices])
}
