import type { CmsElement } from '@vitrina/sdk'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { revalidateWithLayout } from '../layout/layout-reload'
import { ELEMENT_SAVE_PATH, type ElementSave, type ElementSaveOutcome } from './edit-element'

/** Saving a layout element's content from edit mode, and how the last save went. */
export interface ElementSaving {
  /** Writes `meta` as the element's new content; the page's data is loaded again once it is saved. */
  save(meta: Record<string, unknown>): Promise<ElementSaveOutcome>
  saving: boolean
  /** The last save's outcome, until the next one starts. */
  outcome: ElementSaveOutcome | null
}

/**
 * Saves an element of the page shell through the shop's server (`/__edit/element`, which purges its cache). After a
 * save the page's data and the layout are loaded again, so the page shows what was saved, as every visitor's next
 * page does. A refusal (a session that ended, the backend away) comes back as a message key.
 */
export function useElementSave(element: CmsElement): ElementSaving {
  const revalidator = useRevalidator()
  const [saving, setSaving] = useState(false)
  const [outcome, setOutcome] = useState<ElementSaveOutcome | null>(null)

  async function save(meta: Record<string, unknown>): Promise<ElementSaveOutcome> {
    setSaving(true)
    setOutcome(null)
    const body: ElementSave = { id: element.id, meta }
    let answer: ElementSaveOutcome
    try {
      const response = await fetch(ELEMENT_SAVE_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      answer = (await response.json()) as ElementSaveOutcome
      if (answer.ok) await revalidateWithLayout(revalidator.revalidate)
    } catch {
      answer = { ok: false, messageKey: 'core.notifications.somethingWentWrong' }
    }
    setOutcome(answer)
    setSaving(false)
    return answer
  }

  return { save, saving, outcome }
}
