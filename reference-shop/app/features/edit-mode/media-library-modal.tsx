import { useLingui } from '@lingui/react/macro'
import { useMediaLibrary, useStorefront } from '@vitrina/react'
import { BACK_OFFICE_MESSAGE_KEYS, MEDIA_FORMAT_CHOICES, MEDIA_SORTS, type MediaFormatChoice, type MediaRecord, type MediaSort } from '@vitrina/sdk/back-office'
import { MEDIA_SIZES, type MediaSize } from '@vitrina/sdk'
import { useEffect, useId, useState } from 'react'
import { ModalDialog } from '../layout/modal-dialog'
import { EditMediaModal } from './edit-media-modal'
import { MediaUploadModal } from './media-upload-modal'

interface MediaLibraryModalProps {
  onClose: () => void
  /** Given by a caller that picks an image: each card then has a Select button (back-office spec §2). */
  onSelect?: (record: MediaRecord) => void
}

const field = 'rounded-full border border-ink-200 bg-white px-4 py-2 text-sm focus:border-rose-400 focus:outline-none'
const pageButton = 'grid min-w-9 place-items-center rounded-full px-3 py-1.5 text-sm font-bold disabled:opacity-40'

/**
 * The media library modal (back-office spec §2): 90% wide and high, closed by its Close button only; search, sort,
 * a grid of four columns, pagination (first, previous, numbers, next, last), the size and format of the previews,
 * Close (the dialog's button) and Upload. Each card copies its URL, edits its title and description, deletes, and selects when a caller
 * picks an image.
 */
export function MediaLibraryModal({ onClose, onSelect }: MediaLibraryModalProps) {
  const { t } = useLingui()
  const titleId = useId()
  const { notices } = useStorefront()
  const { query, list, deleting, library } = useMediaLibrary()
  const [words, setWords] = useState(query.keywords)
  const [uploading, setUploading] = useState(false)
  const [editing, setEditing] = useState<MediaRecord | null>(null)

  useEffect(() => void library.load(), [library])

  const sortLabels: Record<MediaSort, string> = { newest: t`Najnovije prvo`, oldest: t`Najstarije prvo`, nameAsc: t`Naziv A–Ž`, nameDesc: t`Naziv Ž–A` }
  const sizeLabels: Record<MediaSize, string> = { Thumbnail: t`Sličica 50×50`, Small: t`Mala 320×240`, Medium: t`Srednja 720×576`, Large: t`Velika 1280×720` }
  const formatLabel = (format: MediaFormatChoice) => (format === 'all' ? t`Zadano` : format.toUpperCase())
  const { page, lastPage } = list

  async function copy(record: MediaRecord) {
    await navigator.clipboard.writeText(library.urlOf(record))
    notices.notify({ level: 'success', key: BACK_OFFICE_MESSAGE_KEYS.copiedToClipboard })
  }

  return (
    <ModalDialog titleId={titleId} onClose={onClose} closeOnBackdrop={false} widthClassName="max-w-none w-[90vw]" maxHeightClassName="h-[90vh] max-h-[90vh]">
      <div className="flex flex-wrap items-center justify-between gap-3 pr-10">
        <h2 id={titleId} className="text-2xl font-extrabold">
          {t`Medijska biblioteka`}
        </h2>
        <button type="button" onClick={() => setUploading(true)} className="rounded-full bg-rose-500 px-5 py-2 text-sm font-bold text-white hover:bg-rose-600">
          {t`Prenesi`}
        </button>
      </div>

      <div className="mt-5 flex flex-wrap items-center gap-3">
        <input
          type="search"
          value={words}
          aria-label={t`Pretraži medije`}
          placeholder={t`Pretraži medije`}
          onChange={(event) => {
            setWords(event.target.value)
            library.search(event.target.value)
          }}
          className={`${field} min-w-56 flex-1`}
        />
        <select aria-label={t`Poredak`} value={query.sort} onChange={(event) => library.sortBy(event.target.value as MediaSort)} className={field}>
          {MEDIA_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </select>
        <select aria-label={t`Veličina`} value={query.size} onChange={(event) => library.showSize(event.target.value as MediaSize)} className={field}>
          {MEDIA_SIZES.map((size) => (
            <option key={size} value={size}>
              {sizeLabels[size]}
            </option>
          ))}
        </select>
        <select aria-label={t`Format`} value={query.format} onChange={(event) => library.showFormat(event.target.value as MediaFormatChoice)} className={field}>
          {MEDIA_FORMAT_CHOICES.map((format) => (
            <option key={format} value={format}>
              {formatLabel(format)}
            </option>
          ))}
        </select>
      </div>

      <p role="status" className="mt-3 min-h-5 text-sm text-ink-600">
        {list.status === 'loading'
          ? t`Učitavanje…`
          : list.status === 'loaded'
            ? t`Medija: ${list.total}`
            : list.status === 'failed'
              ? t`Mediji se nisu učitali.`
              : ''}
      </p>

      <ul aria-label={t`Mediji`} className="mt-3 grid grid-cols-2 gap-4 md:grid-cols-4">
        {list.records.map((record) => (
          <li key={record.id} className="flex flex-col overflow-hidden rounded-2xl bg-cream-50 ring-1 ring-cream-200">
            <img
              src={library.urlOf(record, 'Small')}
              alt={record.alt ?? record.title ?? ''}
              width={320}
              height={240}
              loading="lazy"
              className="aspect-[4/3] w-full bg-white object-cover"
            />
            <div className="flex flex-1 flex-col gap-2 p-3">
              <p className="line-clamp-2 text-sm font-bold">{record.title}</p>
              <div className="mt-auto flex flex-wrap gap-1.5 text-xs font-bold">
                {onSelect && (
                  <button type="button" onClick={() => onSelect(record)} className="rounded-full bg-rose-500 px-3 py-1 text-white hover:bg-rose-600">
                    {t`Odaberi`}
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => void copy(record)}
                  className="rounded-full bg-white px-3 py-1 ring-1 ring-ink-200 hover:ring-rose-400"
                  aria-label={t`Kopiraj URL: ${record.title ?? ''}`}
                >
                  {t`Kopiraj URL`}
                </button>
                <button
                  type="button"
                  onClick={() => setEditing(record)}
                  className="rounded-full bg-white px-3 py-1 ring-1 ring-ink-200 hover:ring-rose-400"
                  aria-label={t`Uredi: ${record.title ?? ''}`}
                >
                  {t`Uredi`}
                </button>
                <button
                  type="button"
                  disabled={deleting.includes(record.id)}
                  onClick={() => void library.remove(record)}
                  className="rounded-full bg-white px-3 py-1 text-rose-700 ring-1 ring-ink-200 hover:ring-rose-400 disabled:opacity-50"
                  aria-label={t`Obriši: ${record.title ?? ''}`}
                >
                  {t`Obriši`}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>

      <nav aria-label={t`Stranice medija`} className="mt-6 flex flex-wrap items-center justify-center gap-1">
        <button type="button" className={pageButton} disabled={page <= 1} onClick={() => library.goToPage(1)} aria-label={t`Prva stranica`}>
          «
        </button>
        <button type="button" className={pageButton} disabled={page <= 1} onClick={() => library.goToPage(page - 1)} aria-label={t`Prethodna stranica`}>
          ‹
        </button>
        {library.pageNumbers().map((number) => (
          <button
            key={number}
            type="button"
            aria-current={number === page ? 'page' : undefined}
            onClick={() => library.goToPage(number)}
            className={`${pageButton} ${number === page ? 'bg-ink-900 text-white' : 'hover:bg-cream-100'}`}
          >
            {number}
          </button>
        ))}
        <button type="button" className={pageButton} disabled={page >= lastPage} onClick={() => library.goToPage(page + 1)} aria-label={t`Sljedeća stranica`}>
          ›
        </button>
        <button type="button" className={pageButton} disabled={page >= lastPage} onClick={() => library.goToPage(lastPage)} aria-label={t`Zadnja stranica`}>
          »
        </button>
      </nav>

      {uploading && <MediaUploadModal onClose={() => setUploading(false)} />}
      {editing && <EditMediaModal record={editing} onClose={() => setEditing(null)} />}
    </ModalDialog>
  )
}
