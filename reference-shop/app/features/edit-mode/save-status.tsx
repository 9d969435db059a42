import { useLingui } from '@lingui/react/macro'
import type { ElementSaving } from './use-element-save'

/** How an edit-mode save of an element is going, beside the controls that started it: saving, saved, or why not. */
export function SaveStatus({ saving, outcome, className }: Pick<ElementSaving, 'saving' | 'outcome'> & { className: string }) {
  const { t, i18n } = useLingui()
  return (
    <p role="status" className={className}>
      {saving ? t`Spremanje…` : outcome?.ok ? t`Spremljeno.` : outcome ? i18n._(outcome.messageKey) : ''}
    </p>
  )
}
