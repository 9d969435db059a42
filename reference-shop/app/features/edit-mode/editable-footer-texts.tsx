import { useLingui } from '@lingui/react/macro'
import type { CmsElement } from '@vitrina/sdk'
import type { ReactNode } from 'react'
import { record } from '../layout/layout.content'
import { textOrEmpty } from './element-text'
import { EditableTextForm } from './editable-text-form'
import { useElementSave } from './use-element-save'

/** What a phone number may hold: digits, spaces, a leading + and the separators people write ( ) / - . */
const PHONE = /^\+?[\d\s()/.-]+$/
/** An address as a mail program takes it: one @, no spaces, and a domain with a dot. */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/

interface EditableFooterTextProps {
  element: CmsElement
  /** What visitors see, shown until Uredi opens the form in its place. */
  children: ReactNode
}

/** The footer's copyright line in edit mode: Uredi opens a field in its place, saved into `meta.copyright`. */
export function EditableFooterCopyright({ element, children }: EditableFooterTextProps) {
  const { t } = useLingui()
  const saving = useElementSave(element)
  return (
    <EditableTextForm
      saving={saving}
      view={children}
      editLabel={t`Uredi autorska prava`}
      fields={[{ name: 'copyright', label: t`Autorska prava`, value: textOrEmpty(element.meta.copyright) }]}
      toMeta={({ copyright }) => ({ ...element.meta, copyright })}
    />
  )
}

/**
 * The footer's contact lines in edit mode: Uredi opens the phone, e-mail and address fields in their place, saved into
 * `meta.contact`. A phone becomes a link to call and an e-mail a link to write: one with letters, or an e-mail that is
 * none, would be a link that leads nowhere, so either is refused with the reason. An empty field hides its line.
 */
export function EditableFooterContact({ element, children }: EditableFooterTextProps) {
  const { t } = useLingui()
  const saving = useElementSave(element)
  const contact = record(element.meta.contact)

  function checkPhone(phone: string): string | undefined {
    if (phone === '') return undefined
    if (!PHONE.test(phone)) return t`Telefon smije imati samo znamenke, razmake, + na početku i znakove ( ) / - .`
    const digits = phone.replace(/\D/g, '').length
    return digits < 6 || digits > 15 ? t`Telefon mora imati od 6 do 15 znamenki.` : undefined
  }
  const checkEmail = (email: string) => (email === '' || EMAIL.test(email) ? undefined : t`Upišite e-mail adresu u obliku ime@domena.hr.`)

  return (
    <EditableTextForm
      saving={saving}
      view={children}
      editLabel={t`Uredi kontakt`}
      legend={t`Kontakt u podnožju`}
      fields={[
        { name: 'phone', label: t`Telefon`, value: textOrEmpty(contact.phone), type: 'tel', check: checkPhone },
        { name: 'email', label: t`E-mail adresa`, value: textOrEmpty(contact.email), type: 'email', check: checkEmail },
        { name: 'address', label: t`Adresa`, value: textOrEmpty(contact.address) },
      ]}
      toMeta={(texts) => ({ ...element.meta, contact: { ...contact, ...texts } })}
      className="flex-col items-start"
    />
  )
}
