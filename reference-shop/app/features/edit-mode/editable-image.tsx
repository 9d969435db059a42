import { useMediaLibrary } from '@vitrina/react'
import type { MediaSize } from '@vitrina/sdk'
import type { MediaRecord } from '@vitrina/sdk/back-office'
import { useState } from 'react'
import { MediaLibraryModal } from './media-library-modal'
import { useHydrated } from './use-hydrated'

/** An image as a layout element keeps it: the medium's id, the address of the chosen rendition, its alternative text. */
export interface PickedImage {
  mediaId: number
  url: string
  /** The medium's alternative text (or its title); '' when it has neither. */
  alt: string
}

interface EditableImageProps {
  /** What the image is ('Logotip'), shown before the buttons. */
  label: string
  changeLabel: string
  removeLabel: string
  /** Whether there is an image to remove. */
  hasImage: boolean
  /** The rendition to keep: a named size, or `original`, the file as uploaded. */
  size: MediaSize | 'original'
  /** Whether the element is being saved: the buttons wait. */
  saving: boolean
  onPick: (image: PickedImage) => void
  onRemove: () => void
  className?: string
  labelClassName?: string
}

/**
 * An element's image in edit mode: Promijeni picks one in the media library (its Select buttons), Ukloni removes it.
 * The caller saves either into its element; the buttons wait for the page to hydrate and for a save to end.
 */
export function EditableImage({
  label,
  changeLabel,
  removeLabel,
  hasImage,
  size,
  saving,
  onPick,
  onRemove,
  className = '',
  labelClassName = '',
}: EditableImageProps) {
  const { library } = useMediaLibrary()
  const [picking, setPicking] = useState(false)
  const ready = useHydrated() && !saving

  function pick(medium: MediaRecord) {
    setPicking(false)
    // The listed path is in the library's preview size; the media URL shape's size segment picks the rendition.
    const url = medium.path?.replace(/^(\/media\/[^/]+\/[^/]+\/)[^/]+\//, `$1${size}/`) ?? library.urlOf(medium, size === 'original' ? 'Large' : size)
    onPick({ mediaId: medium.id, url, alt: medium.alt ?? medium.title ?? '' })
  }

  const button = 'rounded-full bg-cream-100 px-3 py-1 text-xs font-bold text-ink-900 hover:bg-rose-100 disabled:opacity-50'
  return (
    <div className={`flex flex-wrap items-center gap-2 text-xs ${className}`}>
      <span className={`font-bold uppercase tracking-wider ${labelClassName}`}>{label}</span>
      <button type="button" className={button} disabled={!ready} onClick={() => setPicking(true)}>
        {changeLabel}
      </button>
      <button type="button" className={button} disabled={!ready || !hasImage} onClick={onRemove}>
        {removeLabel}
      </button>
      {picking && <MediaLibraryModal onClose={() => setPicking(false)} onSelect={pick} />}
    </div>
  )
}
