import { useLingui } from '@lingui/react/macro'
import type { CmsElement } from '@vitrina/sdk'
import type { SavedLink } from '@vitrina/sdk/back-office'
import { useEffect, useRef, useState } from 'react'
import { SmartLink } from '../layout/smart-link'
import { LinkOptionsModal } from './link-options-modal'
import { record } from '../layout/layout.content'
import { SaveStatus } from './save-status'
import { useElementSave } from './use-element-save'
import { useHydrated } from './use-hydrated'

/** `links` with the one at `from` moved to `to`. */
function moved<Link>(links: Link[], from: number, to: number): Link[] {
  const next = [...links]
  next.splice(to, 0, ...next.splice(from, 1))
  return next
}

/**
 * The header's top-bar links in edit mode: each with Uredi (the link options modal), Ukloni, and arrows that move it
 * one place up or down, and Dodaj poveznicu at the end. Every change is saved at once into the header element's
 * `meta.topBar.links`, in the list's order, as the modal saved each link (name, path, target, and the chosen page,
 * post, product or category), and the header shows it after the save.
 */
export function EditableTopBarLinks({ element }: { element: CmsElement }) {
  const { t } = useLingui()
  const topBar = record(element.meta.topBar)
  const links: Partial<SavedLink>[] = Array.isArray(topBar.links) ? topBar.links.map(record) : []
  const { save, saving, outcome } = useElementSave(element)
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const ready = useHydrated() && !saving
  const list = useRef<HTMLUListElement>(null)
  // The arrow the editor last pressed, on the link at its new place: its button is disabled while the save runs, which
  // takes the focus away, so the focus goes back to it (or to the other arrow at the end of the list) after the save.
  const [refocus, setRefocus] = useState<{ index: number; direction: 'up' | 'down' } | null>(null)

  useEffect(() => {
    if (!ready || !refocus) return
    const arrows = [...(list.current?.children[refocus.index]?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? [])].filter(
      (arrow) => !arrow.disabled,
    )
    const arrow = arrows.find((candidate) => candidate.dataset.move === refocus.direction) ?? arrows[0]
    arrow?.focus()
    setRefocus(null)
  }, [ready, refocus])

  function move(from: number, direction: 'up' | 'down') {
    const to = direction === 'up' ? from - 1 : from + 1
    setRefocus({ index: to, direction })
    void saveLinks(moved(links, from, to))
  }

  const saveLinks = (next: Partial<SavedLink>[]) => save({ ...element.meta, topBar: { ...topBar, links: next } })
  const button = 'rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-bold hover:bg-white/30 disabled:opacity-50'

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl px-2 py-1 ring-1 ring-dashed ring-white/60">
      <ul ref={list} className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {links.map((link, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: links are moved up and down and may share an address; the place is part of their identity
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
            <button
              type="button"
              data-move="up"
              className={button}
              disabled={!ready || index === 0}
              aria-label={t`Pomakni poveznicu ${link.title} gore`}
              onClick={() => move(index, 'up')}
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              data-move="down"
              className={button}
              disabled={!ready || index === links.length - 1}
              aria-label={t`Pomakni poveznicu ${link.title} dolje`}
              onClick={() => move(index, 'down')}
            >
              <span aria-hidden="true">↓</span>
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
