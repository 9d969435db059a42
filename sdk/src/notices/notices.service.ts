import type { Notice, Notices } from './notices.types'

/** Spec: "toast default 3000 ms". */
export const DEFAULT_NOTICE_DURATION_MS = 3000

/** Back-office spec §8: an HTTP error toast's "display time is 50 ms per character". */
export const NOTICE_MS_PER_CHARACTER = 50

/** Creates the notices channel of one storefront instance. */
export function createNotices(): Notices {
  const listeners = new Set<(notice: Notice) => void>()
  let lastId = 0

  return {
    listen(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    notify(input) {
      const notice: Notice = {
        id: ++lastId,
        level: input.level,
        key: input.key,
        durationMs: input.durationMs ?? DEFAULT_NOTICE_DURATION_MS,
        ...(input.params ? { params: input.params } : {}),
      }
      // A copy, so a listener that unsubscribes while being called does not make another one miss the notice.
      for (const listener of [...listeners]) listener(notice)
      return notice
    },
  }
}
