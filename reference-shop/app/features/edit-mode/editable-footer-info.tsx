import { useLingui } from '@lingui/react/macro'
import type { CmsElement } from '@vitrina/sdk'
import { textOrEmpty } from './element-text'
import { EditableTextForm } from './editable-text-form'
import { useElementSave } from './use-element-save'

/**
 * The footer's info text in edit mode: a text field with Spremi and Odustani, always open. Saving writes the footer
 * element's `meta.infoText` through the shop's server (which purges its cache); the page's data is loaded again after
 * it, so the footer shows the saved text, as every visitor's next page does.
 */
export function EditableFooterInfo({ element }: { element: CmsElement }) {
  const { t } = useLingui()
  const saving = useElementSave(element)
  const saved = textOrEmpty(element.meta.infoText)
  return (
    <EditableTextForm
      saving={saving}
      alwaysOpen
      fields={[{ name: 'infoText', label: t`Tekst u podnožju`, value: saved, multiline: true }]}
      toMeta={({ infoText }) => ({ ...element.meta, infoText })}
    />
  )
}
