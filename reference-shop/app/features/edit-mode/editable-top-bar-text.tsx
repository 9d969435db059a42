import { useLingui } from '@lingui/react/macro'
import type { CmsElement } from '@vitrina/sdk'
import type { ReactNode } from 'react'
import { record } from '../layout/layout.content'
import { textOrEmpty } from './element-text'
import { EditableTextForm } from './editable-text-form'
import { useElementSave } from './use-element-save'

/**
 * The top bar's message in edit mode: Uredi opens a field in its place, saved into the header element's
 * `meta.topBar.text` (the bar's links stay). An empty message leaves the bar with its links only.
 */
export function EditableTopBarText({ element, children }: { element: CmsElement; children: ReactNode }) {
  const { t } = useLingui()
  const saving = useElementSave(element)
  const topBar = record(element.meta.topBar)
  return (
    <EditableTextForm
      saving={saving}
      view={children}
      editLabel={t`Uredi tekst gornje trake`}
      fields={[{ name: 'text', label: t`Tekst gornje trake`, value: textOrEmpty(topBar.text) }]}
      toMeta={({ text }) => ({ ...element.meta, topBar: { ...topBar, text } })}
      className="justify-center"
    />
  )
}
