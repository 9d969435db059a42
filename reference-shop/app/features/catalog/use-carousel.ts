import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useState } from 'react'

export interface Carousel {
  /** The ref of the viewport element; its first child is the track of slides. */
  viewportRef: (element: HTMLElement | null) => void
  canPrevious: boolean
  canNext: boolean
  previous: () => void
  next: () => void
}

/**
 * A horizontal carousel on Embla: the slide widths come from CSS (so the server-rendered page already shows
 * the right number of slides per view), Embla adds dragging, snapping and the previous/next scrolling, a
 * screenful of slides at a time. Until it starts in the browser both buttons are disabled.
 */
export function useCarousel(): Carousel {
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' })
  const [edges, setEdges] = useState({ canPrevious: false, canNext: false })

  useEffect(() => {
    if (!api) return
    const update = () => setEdges({ canPrevious: api.canScrollPrev(), canNext: api.canScrollNext() })
    update()
    // 'reInit' also follows a resize, where the number of slides per view changes.
    api.on('select', update).on('reInit', update)
    return () => {
      api.off('select', update).off('reInit', update)
    }
  }, [api])

  const previous = useCallback(() => api?.scrollPrev(), [api])
  const next = useCallback(() => api?.scrollNext(), [api])
  return { viewportRef, ...edges, previous, next }
}
