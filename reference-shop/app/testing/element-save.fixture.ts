import type { CmsElement } from '@vitrina/sdk'
import { vi } from 'vitest'
import type { ElementSave, ElementSaveOutcome } from '../features/edit-mode/edit-element'

/** A layout element as edit mode gets it, with `meta` as given. */
export function layoutElement(handler: string, meta: Record<string, unknown>): CmsElement {
  return { id: 4, handler, type: 'static-element', language_code: 'hr', title: handler, meta }
}

/**
 * Stands in for the shop's element save (`/__edit/element`, which edit mode calls with the browser's fetch): records
 * what each save sent and answers `outcome`. Undo with `vi.unstubAllGlobals()`.
 */
export function stubElementSaves(outcome: ElementSaveOutcome = { ok: true }): ElementSave[] {
  const saves: ElementSave[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      saves.push(JSON.parse(String(init?.body)) as ElementSave)
      return Response.json(outcome)
    }),
  )
  return saves
}
