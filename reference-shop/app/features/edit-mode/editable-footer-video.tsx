import { useLingui } from '@lingui/react/macro'
import type { CmsElement } from '@vitrina/sdk'
import type { ReactNode } from 'react'
import { isWebAddress, record } from '../layout/layout.content'
import { textOrEmpty } from './element-text'
import { EditableImage } from './editable-image'
import { EditableTextForm } from './editable-text-form'
import { useElementSave } from './use-element-save'
import { useHydrated } from './use-hydrated'

/**
 * The footer's video in edit mode, saved into the footer element's `meta.video`: Uredi video (Dodaj video when there is
 * none) opens its title and address in place, the cover is changed or removed through the media library (kept in the
 * Large size, 1280x720: the shape of a video frame), and Ukloni video takes it out of the footer. The address must be
 * an http(s) one: anything else would be a link that leads nowhere, and the footer would leave the video out.
 */
export function EditableFooterVideo({ element, children }: { element: CmsElement; children: ReactNode }) {
  const { t } = useLingui()
  const saving = useElementSave(element)
  const { video: saved, ...withoutVideo } = element.meta
  const video = record(saved)
  const { cover, ...withoutCover } = video
  const title = textOrEmpty(video.title)
  const hasVideo = textOrEmpty(video.href) !== ''
  const ready = useHydrated() && !saving.saving

  const checkTitle = (text: string) => (text === '' ? t`Upišite naslov videa.` : undefined)
  const checkHref = (text: string) => (isWebAddress(text) ? undefined : t`Upišite cijelu adresu videa, koja počinje s http:// ili https://.`)
  const button = 'rounded-full bg-cream-100 px-3 py-1 text-xs font-bold text-ink-900 hover:bg-rose-100 disabled:opacity-50'

  return (
    <div className="space-y-2">
      <EditableTextForm
        saving={saving}
        view={children}
        editLabel={hasVideo ? t`Uredi video` : t`Dodaj video`}
        legend={t`Video u podnožju`}
        fields={[
          { name: 'title', label: t`Naslov videa`, value: title, check: checkTitle },
          { name: 'href', label: t`Adresa videa`, value: textOrEmpty(video.href), type: 'url', check: checkHref },
        ]}
        toMeta={(texts) => ({ ...element.meta, video: { ...video, ...texts } })}
        className="flex-col items-start"
      />
      {hasVideo && (
        <div className="flex flex-wrap items-center gap-2">
          <EditableImage
            label={t`Naslovnica videa`}
            changeLabel={cover === undefined ? t`Dodaj naslovnicu` : t`Promijeni naslovnicu`}
            removeLabel={t`Ukloni naslovnicu`}
            hasImage={cover !== undefined}
            size="Large"
            saving={saving.saving}
            onPick={(image) => void saving.save({ ...element.meta, video: { ...video, cover: { ...image, alt: image.alt || title } } })}
            onRemove={() => void saving.save({ ...element.meta, video: withoutCover })}
            labelClassName="text-rose-200"
          />
          <button type="button" className={button} disabled={!ready} onClick={() => void saving.save(withoutVideo)}>
            {t`Ukloni video`}
          </button>
        </div>
      )}
    </div>
  )
}
