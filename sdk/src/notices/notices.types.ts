/** How a notice should look: a success, an information, a warning or an error. */
export type NoticeLevel = 'success' | 'info' | 'warning' | 'error'

/** Values for a message's ICU placeholders. */
export type MessageParams = Record<string, string | number>

/**
 * Something the UI should tell the person (a toast): a message key, never translated text.
 */
export interface Notice {
  /** Unique within the storefront instance, increasing. */
  id: number
  /** How the notice should look. */
  level: NoticeLevel
  /** The message key to translate. */
  key: string
  /** Values for the message's placeholders. */
  params?: MessageParams
  /** How long to show it, in milliseconds. */
  durationMs: number
}

/** What a caller passes to {@link Notices.notify}. */
export interface NoticeInput {
  /** How the notice should look. */
  level: NoticeLevel
  /** The message key to translate. */
  key: string
  /** Values for the message's placeholders. */
  params?: MessageParams
  /** How long to show it; defaults to 3000 ms. */
  durationMs?: number
}

/** The instance's channel of notices (toasts) from the SDK to the UI. */
export interface Notices {
  /** Calls `listener` for every notice from now on; returns a function that stops listening. */
  listen(listener: (notice: Notice) => void): () => void
  /** Emits a notice to every listener and returns it; `durationMs` defaults to 3000 ms. */
  notify(input: NoticeInput): Notice
}
