import { useLingui } from '@lingui/react/macro'
import { useLanguage, useStorefront } from '@vitrina/react'
import type { Language } from '@vitrina/sdk'
import {
  chooseLinkTarget,
  chosenLinkTarget,
  createLinkFinder,
  createLinkForm,
  linkFormOf,
  linkFormProblems,
  savedLinkOf,
  setExternalLink,
  setOpenInNewTab,
  type LinkTargetKind,
  type LinkTargetOption,
  type SavedLink,
} from '@vitrina/sdk/back-office'
import { useEffect, useId, useState } from 'react'
import { ModalDialog } from '../layout/modal-dialog'
import { FormActions } from './form-actions'
import type { ElementSaveOutcome } from './edit-element'

/** The search waits this long after the last key, so typing a word asks the backend once. */
export const LINK_SEARCH_DEBOUNCE_MS = 300

type Destination = LinkTargetKind | 'external'

interface LinkOptionsModalProps {
  /** The link being edited; none for a new one. */
  link?: Partial<SavedLink>
  /** Saves the link; the modal closes when the answer is ok, else says why and keeps the form. */
  onSave(link: SavedLink): Promise<ElementSaveOutcome>
  onClose(): void
}

/**
 * The link options modal (back-office spec §2): the link's name, where it goes (a page, post, product, product or
 * blog category, each searched by words and picked from its own select, or an external link), open in a new tab,
 * Cancel and Save. One kind of target shows at a time; choosing one clears the others (the SDK's link form).
 */
export function LinkOptionsModal({ link, onSave, onClose }: LinkOptionsModalProps) {
  const { t, i18n } = useLingui()
  const ids = { title: useId(), name: useId(), destination: useId(), search: useId(), options: useId(), href: useId() }
  const language = useLanguage().language as Language
  const shop = useStorefront()
  // A new link starts as the spec's link form does: opening in a new tab.
  const [form, setForm] = useState(() => (link ? linkFormOf(link, language) : createLinkForm()))
  const [destination, setDestination] = useState<Destination>(() => chosenLinkTarget(form) ?? 'external')
  const [keywords, setKeywords] = useState('')
  const [options, setOptions] = useState<LinkTargetOption[] | null>(null)
  const [searchFailed, setSearchFailed] = useState(false)
  const [problems, setProblems] = useState<ReturnType<typeof linkFormProblems>>({})
  const [saving, setSaving] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)

  const kindLabels: Record<LinkTargetKind, string> = {
    page: t`Stranica`,
    post: t`Objava`,
    product: t`Proizvod`,
    productCategory: t`Kategorija proizvoda`,
    blogCategory: t`Kategorija bloga`,
  }

  // The targets of the chosen kind, searched again after a pause in typing; a reply to an older search is dropped.
  useEffect(() => {
    if (destination === 'external') return
    let current = true
    setOptions(null)
    setSearchFailed(false)
    const timer = setTimeout(() => {
      void createLinkFinder(shop)
        .search(destination, keywords)
        .then((found) => {
          if (!current) return
          setOptions(found.ok ? found.data : [])
          setSearchFailed(!found.ok)
        })
    }, LINK_SEARCH_DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [shop, destination, keywords])

  function chooseDestination(next: Destination) {
    setDestination(next)
    setKeywords('')
    setProblems({})
    // An external link clears the selections; a kind keeps the form until one of its targets is picked.
    if (next === 'external') setForm(setExternalLink(form, chosenLinkTarget(form) ? '' : form.href))
  }

  async function save() {
    const found = linkFormProblems(form)
    setProblems(found)
    setRefusal(null)
    if (Object.keys(found).length > 0) return
    setSaving(true)
    const outcome = await onSave(savedLinkOf(form))
    setSaving(false)
    if (outcome.ok) onClose()
    else setRefusal(i18n._(outcome.messageKey))
  }

  const chosenSlug = destination === 'external' ? '' : form.slugs[destination]
  // The current choice stays listed while the search shows other words' results.
  const listed =
    options && chosenSlug && !options.some((option) => option.slug === chosenSlug) ? [{ slug: chosenSlug, title: chosenSlug }, ...options] : (options ?? [])
  const input = 'mt-1 block w-full rounded-xl border border-ink-200 px-3 py-2 text-sm font-normal focus:border-rose-400 focus:outline-none'
  const problem = (field: 'name' | 'href') =>
    problems[field] && (
      <p id={`${ids[field]}-problem`} className="mt-1 text-sm font-bold text-rose-700">
        {i18n._(problems[field])}
      </p>
    )

  return (
    <ModalDialog titleId={ids.title} onClose={onClose} closeOnBackdrop={false} widthClassName="max-w-xl" initialFocus="input">
      <h2 id={ids.title} className="pr-8 text-2xl font-extrabold">
        {t`Postavke poveznice`}
      </h2>
      <form
        noValidate
        className="mt-5 space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <div>
          <label htmlFor={ids.name} className="block text-sm font-bold">
            {t`Naziv`}
          </label>
          <input
            id={ids.name}
            value={form.name}
            onChange={(event) => setForm({ ...form, name: event.target.value })}
            aria-invalid={problems.name ? true : undefined}
            aria-describedby={problems.name ? `${ids.name}-problem` : undefined}
            className={input}
          />
          {problem('name')}
        </div>
        <div>
          <label htmlFor={ids.destination} className="block text-sm font-bold">
            {t`Poveznica vodi na`}
          </label>
          <select id={ids.destination} value={destination} onChange={(event) => chooseDestination(event.target.value as Destination)} className={input}>
            <option value="external">{t`Vanjsku poveznicu`}</option>
            {(Object.keys(kindLabels) as LinkTargetKind[]).map((kind) => (
              <option key={kind} value={kind}>
                {kindLabels[kind]}
              </option>
            ))}
          </select>
        </div>
        {destination === 'external' ? (
          <div>
            <label htmlFor={ids.href} className="block text-sm font-bold">
              {t`Vanjska poveznica`}
            </label>
            <input
              id={ids.href}
              type="url"
              value={form.href}
              placeholder="https://"
              onChange={(event) => setForm(setExternalLink(form, event.target.value))}
              aria-invalid={problems.href ? true : undefined}
              aria-describedby={problems.href ? `${ids.href}-problem` : undefined}
              className={input}
            />
            {problem('href')}
          </div>
        ) : (
          <div className="space-y-2">
            <div>
              <label htmlFor={ids.search} className="block text-sm font-bold">
                {t`Traži: ${kindLabels[destination]}`}
              </label>
              <input id={ids.search} type="search" value={keywords} onChange={(event) => setKeywords(event.target.value)} className={input} />
            </div>
            <div>
              <label htmlFor={ids.options} className="block text-sm font-bold">
                {kindLabels[destination]}
              </label>
              <select
                id={ids.options}
                size={6}
                value={chosenSlug}
                onChange={(event) => setForm(chooseLinkTarget(form, destination, event.target.value, language))}
                aria-invalid={problems.href ? true : undefined}
                aria-describedby={problems.href ? `${ids.href}-problem` : undefined}
                className={input}
              >
                {listed.map((option) => (
                  <option key={option.slug} value={option.slug}>
                    {option.title}
                  </option>
                ))}
              </select>
              <p role="status" className="mt-1 text-sm text-ink-600">
                {options === null
                  ? t`Tražim…`
                  : searchFailed
                    ? t`Pretraga nije uspjela. Pokušajte ponovno.`
                    : listed.length === 0
                      ? t`Ništa nije pronađeno.`
                      : ''}
              </p>
              {chosenSlug && (
                <p className="text-sm text-ink-600">
                  {t`Poveznica:`} <code className="font-semibold text-ink-900">{form.href}</code>
                </p>
              )}
              {problems.href && (
                <p id={`${ids.href}-problem`} className="mt-1 text-sm font-bold text-rose-700">
                  {t`Odaberite na što poveznica vodi.`}
                </p>
              )}
            </div>
          </div>
        )}
        <label className="flex items-center gap-2 text-sm font-bold">
          <input
            type="checkbox"
            checked={form.hrefNewTab}
            onChange={(event) => setForm(setOpenInNewTab(form, event.target.checked))}
            className="size-4 accent-rose-500"
          />
          {t`Otvori u novoj kartici`}
        </label>
        {refusal && (
          <p role="alert" className="text-sm font-bold text-rose-700">
            {refusal}
          </p>
        )}
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </ModalDialog>
  )
}
