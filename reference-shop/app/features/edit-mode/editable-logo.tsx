import { useLingui } from '@lingui/react/macro'
import { useMediaLibrary } from '@vitrina/react'
import type { CmsElement } from '@vitrina/sdk'
import type { MediaRecord } from '@vitrina/sdk/back-office'
import { useState } from 'react'
import { MediaLibraryModal } from './media-library-modal'
import { record } from '../layout/layout.content'
import { SaveStatus } from './save-status'
import { useElementSave } from './use-element-save'
import { useHydrated } from './use-hydrated'

/**
 * The header's logo in edit mode: Promijeni picks an image in the media library (its Select buttons), Ukloni leaves
 * the shop's name as the word mark. Each is saved at once into the header element's `meta.logo` (the medium's id and
 * its original's address: the named sizes are cropped to their boxes, which would cut a wide logo; the alternative
 * text stays), and the header shows it after the save.
 */
export function EditableLogo({ element }: { element: CmsElement }) {
  const { t } = useLingui()
  const logo = record(element.meta.logo)
  const { library } = useMediaLibrary()
  const { save, saving, outcome } = useElementSave(element)
  const [picking, setPicking] = useState(false)
  const ready = useHydrated() && !saving

  function pick(medium: MediaRecord) {
    setPicking(false)
    // The listed path is in the library's preview size; the media URL shape's size segment 'original' is the file as uploaded.
    const original = medium.path?.replace(/^(\/media\/[^/]+\/[^/]+\/)[^/]+\//, '$1original/')
    void save({ ...element.meta, logo: { ...logo, mediaId: medium.id, url: original ?? library.urlOf(medium, 'Large') } })
  }

  const button = 'rounded-full bg-cream-100 px-3 py-1 text-xs font-bold text-ink-900 hover:bg-rose-100 disabled:opacity-50'
  return (
    <div className="wrapper flex flex-wrap items-center gap-2 pb-2 text-xs">
      <span className="font-bold uppercase tracking-wider text-rose-700">{t`Logotip`}</span>
      <button type="button" className={button} disabled={!ready} onClick={() => setPicking(true)}>
        {t`Promijeni logotip`}
      </button>
      <button type="button" className={button} disabled={!ready || typeof logo.url !== 'string'} onClick={() => void save({ ...element.meta, logo: { alt: logo.alt } })}>
        {t`Ukloni logotip`}
      </button>
      <SaveStatus saving={saving} outcome={outcome} className="text-ink-600" />
      {picking && <MediaLibraryModal onClose={() => setPicking(false)} onSelect={pick} />}
    </div>
  )
}
