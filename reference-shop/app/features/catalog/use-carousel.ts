import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

export interface Carousel {
  /** The ref of the viewport element; its first child is the track of slides. */
  viewportRef: (element: HTMLElement | null) => void
  /** Handlers for the slider's section: the shopper's first move towards it (a pointer, a touch, the focus) starts the carousel. */
  startOn: { onPointerEnter: () => void; onPointerDownCapture: () => void; onFocusCapture: () => void }
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

/** Whether the slides reach past the viewport, read from the laid-out page as Embla would (the first slide to the end of the last). */
function overflows(viewport: HTMLElement): boolean {
  const track = viewport.firstElementChild
  const first = track?.firstElementChild as HTMLElement | null | undefined
  const last = track?.lastElementChild as HTMLElement | null | undefined
  return !!first && !!last && last.offsetLeft + last.offsetWidth - first.offsetLeft > viewport.offsetWidth + 1
}

/**
 * A horizontal carousel on Embla: the slide widths come from CSS (so the server-rendered page already shows
 * the right number of slides per view), Embla adds dragging, snapping and the previous/next scrolling, a
 * screenful of slides at a time. Until the library is there both buttons are disabled; then 'next' says whether
 * there is more to see. Embla itself starts on the shopper's first move towards the slider or click on a button:
 * its start measures every slide, work that a page which is only looked at does not need while it loads.
 */
export function useCarousel(): Carousel {
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  const [api, setApi] = useState<EmblaCarouselType | null>(null)
  const [edges, setEdges] = useState({ canPrevious: false, canNext: false })
  const library = useRef<typeof import('embla-carousel')['default'] | null>(null)
  const instance = useRef<EmblaCarouselType | null>(null)

  useEffect(() => {
    if (!viewport) return
    let left = false
    void loadEmbla().then(({ default: EmblaCarousel }) => {
      if (left) return
      library.current = EmblaCarousel
      setEdges({ canPrevious: false, canNext: overflows(viewport) })
    })
    return () => {
      left = true
      instance.current?.destroy()
      instance.current = null
      setApi(null)
    }
  }, [viewport])

  const start = useCallback(() => {
    if (!instance.current && viewport && library.current) {
      instance.current = library.current(viewport, OPTIONS)
      setApi(instance.current)
    }
    return instance.current
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

  const startOn = useMemo(() => ({ onPointerEnter: start, onPointerDownCapture: start, onFocusCapture: start }), [start])
  const previous = useCallback(() => start()?.scrollPrev(), [start])
  const next = useCallback(() => start()?.scrollNext(), [start])
  return { viewportRef: setViewport, startOn, ...edges, previous, next }
}
