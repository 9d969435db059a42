import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useCallback, useEffect, useState } from 'react'

export interface Carousel {
  /** The ref of the viewport element; its first child is the track of slides. */
  viewportRef: (element: HTMLElement | null) => void
  canPrevious: boolean
  canNext: boolean
  previous: () => void
  next: () => void
}

const OPTIONS: EmblaOptionsType = { align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' }

// Embla is loaded once the page is interactive rather than with it: the server-rendered slides already show, so it
// is no part of a page's first load (about 8 kB). One promise for the tab, shared by every carousel on the page.
let embla: Promise<typeof import('embla-carousel')> | undefined
const loadEmbla = () => (embla ??= import('embla-carousel'))

/**
 * A horizontal carousel on Embla: the slide widths come from CSS (so the server-rendered page already shows
 * the right number of slides per view), Embla adds dragging, snapping and the previous/next scrolling, a
 * screenful of slides at a time. Until it starts in the browser both buttons are disabled.
 */
export function useCarousel(): Carousel {
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  const [api, setApi] = useState<EmblaCarouselType | null>(null)
  const [edges, setEdges] = useState({ canPrevious: false, canNext: false })

  useEffect(() => {
    if (!viewport) return
    let left = false
    let started: EmblaCarouselType | undefined
    void loadEmbla().then(({ default: EmblaCarousel }) => {
      if (left) return
      started = EmblaCarousel(viewport, OPTIONS)
      setApi(started)
    })
    return () => {
      left = true
      started?.destroy()
      setApi(null)
    }
  }, [viewport])

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
  return { viewportRef: setViewport, ...edges, previous, next }
}
