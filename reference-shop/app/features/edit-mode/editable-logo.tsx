import { useLingui } from '@lingui/react/macro'
import type { CmsElement } from '@vitrina/sdk'
import { record } from '../layout/layout.content'
import { EditableImage } from './editable-image'
import { SaveStatus } from './save-status'
import { useElementSave } from './use-element-save'

/**
 * The header's logo in edit mode: Promijeni picks an image in the media library, Ukloni leaves the shop's name as the
 * word mark. Each is saved at once into the header element's `meta.logo` (the medium's id and its original's address:
 * the named sizes are cropped to their boxes, which would cut a wide logo; the alternative text stays), and the header
 * shows it after the save.
 */
export function EditableLogo({ element }: { element: CmsElement }) {
  const { t } = useLingui()
  const logo = record(element.meta.logo)
  const { save, saving, outcome } = useElementSave(element)
  return (
    <div className="wrapper flex flex-wrap items-center gap-2 pb-2">
      <EditableImage
        label={t`Logotip`}
        changeLabel={t`Promijeni logotip`}
        removeLabel={t`Ukloni logotip`}
        hasImage={typeof logo.url === 'string'}
        size="original"
        saving={saving}
        onPick={({ mediaId, url }) => void save({ ...element.meta, logo: { ...logo, mediaId, url } })}
        onRemove={() => void save({ ...element.meta, logo: { alt: logo.alt } })}
        labelClassName="text-rose-700"
      />
      <SaveStatus saving={saving} outcome={outcome} className="text-xs text-ink-600" />
    </div>
  )
}
