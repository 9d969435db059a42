import { useLingui } from '@lingui/react/macro'
import type { CmsElement } from '@vitrina/sdk'
import type { SavedLink } from '@vitrina/sdk/back-office'
import { useState } from 'react'
import { SmartLink } from '../layout/smart-link'
import { LinkOptionsModal } from './link-options-modal'
import { record } from '../layout/layout.content'
import { SaveStatus } from './save-status'
import { useElementSave } from './use-element-save'
import { useHydrated } from './use-hydrated'

/**
 * The header's top-bar links in edit mode: each with Uredi (the link options modal) and Ukloni, and Dodaj poveznicu
 * at the end. Every change is saved at once into the header element's `meta.topBar.links`, as the modal saved it
 * (name, path, target, and the chosen page, post, product or category), and the header shows it after the save.
 */
export function EditableTopBarLinks({ element }: { element: CmsElement }) {
  const { t } = useLingui()
  const topBar = record(element.meta.topBar)
  const links: Partial<SavedLink>[] = Array.isArray(topBar.links) ? topBar.links.map(record) : []
  const { save, saving, outcome } = useElementSave(element)
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const ready = useHydrated() && !saving

  const saveLinks = (next: Partial<SavedLink>[]) => save({ ...element.meta, topBar: { ...topBar, links: next } })
  const button = 'rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-bold hover:bg-white/30 disabled:opacity-50'

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl px-2 py-1 ring-1 ring-dashed ring-white/60">
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {links.map((link, index) => (
          <li key={`${index}-${link.href}`} className="flex items-center gap-1.5">
            <SmartLink href={link.href ?? '/'} target={link.target} className="underline-offset-4 hover:underline">
              {link.title}
            </SmartLink>
            <button type="button" className={button} disabled={!ready} aria-label={t`Uredi poveznicu ${link.title}`} onClick={() => setEditing(index)}>
              {t`Uredi`}
            </button>
            <button
              type="button"
              className={button}
              disabled={!ready}
              aria-label={t`Ukloni poveznicu ${link.title}`}
              onClick={() => void saveLinks(links.filter((_, other) => other !== index))}
            >
              {t`Ukloni`}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={button} disabled={!ready} onClick={() => setEditing('new')}>
        {t`Dodaj poveznicu`}
      </button>
      <SaveStatus saving={saving} outcome={outcome} className="text-xs" />
      {editing !== null && (
        <LinkOptionsModal
          link={editing === 'new' ? undefined : links[editing]}
          onClose={() => setEditing(null)}
          onSave={(saved) => saveLinks(editing === 'new' ? [...links, saved] : links.map((link, index) => (index === editing ? saved : link)))}
        />
      )}
    </div>
  )
}
