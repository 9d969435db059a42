import { useLingui } from '@lingui/react/macro'
import type { CmsElement } from '@vitrina/sdk'
import type { SavedLink } from '@vitrina/sdk/back-office'
import { lazy, Suspense, useEffect, useId, useState } from 'react'
import { CookieIcon } from '../layout/icons'
import { record } from '../layout/layout.content'
import { textOrEmpty } from './element-text'
import { usePagePath } from '../routing/use-page-path'
import { cookieTextHtml } from '../consent/cookie-text'
import { LinkOptionsModal } from './link-options-modal'
import { RichTextPreview } from './rich-text-preview'
import { SaveStatus } from './save-status'
import { useElementSave } from './use-element-save'
import { useHydrated } from './use-hydrated'

/** The cookie notice's texts as edit mode edits them. */
interface CookieDraft {
  title: string
  text: string
  acceptLabel: string
  policyLink: Partial<SavedLink>
}

// Tiptap and ProseMirror (about 128 kB compressed) in a chunk of their own, loaded when the notice is: edit mode's bar
// and its other fields do not wait for them.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })))

/**
 * The cookie notice in edit mode, in the page below the footer rather than over it (the editor edits the footer
 * too): its title and the accept button's label as text fields, its text as rich text (bold, italic, links, bullet
 * lists), the policy link through the link options modal. Objavi writes them into the cookie element's `meta`, with
 * its other keys kept, through the shop's server, which sanitises the text and purges its cache; every visitor's
 * next page shows them. Odustani brings back what is saved. A refusal is said beside the buttons, and the draft stays.
 */
export function EditableCookieBanner({ element }: { element: CmsElement }) {
  const { t } = useLingui()
  const ids = { heading: useId(), title: useId(), text: useId(), label: useId(), link: useId() }
  const pathTo = usePagePath()
  const { meta } = element
  const saved: CookieDraft = {
    title: textOrEmpty(meta.title),
    // The editor starts from paragraphs, as the banner shows the text.
    text: textOrEmpty(meta.text) && cookieTextHtml(textOrEmpty(meta.text)),
    acceptLabel: textOrEmpty(meta.acceptLabel),
    policyLink: { title: t`Politika kolačića`, href: pathTo('cookiePolicy'), ...record(meta.policyLink) },
  }
  // Compared by content: a reload of the layout after another element's save must not throw this draft away.
  const savedKey = JSON.stringify(saved)
  const [draft, setDraft] = useState(saved)
  const [editingLink, setEditingLink] = useState(false)
  const { save, saving, outcome } = useElementSave(element)
  const hydrated = useHydrated()
  const ready = hydrated && !saving

  // What is saved, once the page's data has been loaded again after a save.
  useEffect(() => setDraft(JSON.parse(savedKey) as CookieDraft), [savedKey])
  const changed = JSON.stringify(draft) !== savedKey
  const change = (part: Partial<CookieDraft>) => setDraft((current) => ({ ...current, ...part }))

  const field = 'block w-full rounded-xl border border-ink-200 bg-white px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-rose-400'
  const caption = 'block text-xs font-bold uppercase tracking-wider text-rose-700'
  const button = 'rounded-full px-4 py-1.5 text-sm font-bold disabled:opacity-50'
  return (
    <section aria-labelledby={ids.heading} className="wrapper my-8">
      <form
        className="space-y-4 rounded-3xl border border-cream-200 bg-white p-5 shadow-lg ring-2 ring-dashed ring-rose-300 sm:p-6"
        onSubmit={(event) => {
          event.preventDefault()
          void save({ ...meta, title: draft.title.trim(), text: draft.text, acceptLabel: draft.acceptLabel.trim(), policyLink: draft.policyLink })
        }}
      >
        <h2 id={ids.heading} className="flex items-center gap-2 text-sm font-bold text-ink-900">
          <CookieIcon className="size-5 text-rose-500" />
          {t`Obavijest o kolačićima`}
        </h2>
        <div className="grid gap-4 md:grid-cols-[1fr_16rem]">
          <div className="space-y-3">
            <div className="space-y-1">
              <label htmlFor={ids.title} className={caption}>
                {t`Naslov obavijesti o kolačićima`}
              </label>
              <input
                id={ids.title}
                value={draft.title}
                required
                readOnly={!hydrated}
                onChange={(event) => change({ title: event.target.value })}
                className={`${field} font-bold`}
              />
            </div>
            <div className="space-y-1">
              <span id={ids.text} className={caption}>
                {t`Tekst`}
              </span>
              <Suspense fallback={<RichTextPreview html={draft.text} labelledBy={ids.text} />}>
                <RichTextEditor value={draft.text} onChange={(html) => change({ text: html })} labelledBy={ids.text} editable={ready} />
              </Suspense>
            </div>
            <div className="space-y-1">
              <span id={ids.link} className={caption}>
                {t`Poveznica na politiku kolačića`}
              </span>
              {/* biome-ignore lint/a11y/useSemanticElements: the link's title and address with its edit button, named by the caption; no form fields for a fieldset */}
              <div role="group" aria-labelledby={ids.link} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold text-rose-600 underline underline-offset-2">{draft.policyLink.title}</span>
                <span className="text-ink-500">{draft.policyLink.href}</span>
                <button
                  type="button"
                  disabled={!ready}
                  aria-label={t`Uredi poveznicu ${draft.policyLink.title}`}
                  onClick={() => setEditingLink(true)}
                  className="rounded-full bg-cream-100 px-3 py-1 text-xs font-bold text-ink-900 hover:bg-rose-100 disabled:opacity-50"
                >
                  {t`Uredi`}
                </button>
              </div>
            </div>
          </div>
          <div className="space-y-1">
            <label htmlFor={ids.label} className={caption}>
              {t`Gumb`}
            </label>
            <input
              id={ids.label}
              value={draft.acceptLabel}
              required
              readOnly={!hydrated}
              onChange={(event) => change({ acceptLabel: event.target.value })}
              className="block w-full rounded-full bg-rose-500 px-6 py-3 text-center font-bold text-white focus:outline-none focus:ring-2 focus:ring-rose-700"
            />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {/* Objavi, not Spremi: the save reaches every visitor at once (and the footer's form on the page has a Spremi). */}
          <button type="submit" disabled={!ready || !changed} className={`${button} bg-rose-500 text-white hover:bg-rose-600`}>
            {t`Objavi`}
          </button>
          <button
            type="button"
            disabled={!ready || !changed}
            onClick={() => setDraft(JSON.parse(savedKey) as CookieDraft)}
            className={`${button} border border-ink-200 text-ink-800 hover:border-rose-400`}
          >
            {t`Odustani`}
          </button>
          <SaveStatus saving={saving} outcome={outcome} className="text-sm text-ink-600" />
        </div>
      </form>
      {editingLink && (
        // Outside the form: the modal has a form of its own. Its link joins the draft, saved with Objavi.
        <LinkOptionsModal
          link={draft.policyLink}
          onClose={() => setEditingLink(false)}
          onSave={(link) => {
            change({ policyLink: link })
            return Promise.resolve({ ok: true })
          }}
        />
      )}
    </section>
  )
}
