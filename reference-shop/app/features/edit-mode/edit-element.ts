/** Where edit mode saves an element of the page shell (routes/edit-element.tsx, edit-element.server.ts). */
export const ELEMENT_SAVE_PATH = '/__edit/element'

/** What edit mode sends to save an element: its id and its new content. */
export interface ElementSave {
  id: number | string
  meta: Record<string, unknown>
}

/** The answer of a save: done, or the message key of why not. */
export type ElementSaveOutcome = { ok: true } | { ok: false; messageKey: string }
