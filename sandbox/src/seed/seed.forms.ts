import { SEED_EPOCH } from './seed.constants'
import { isoDaysAfter, type I18n } from './seed.text'
import type { SeedWriter } from './seed.writer'

interface FieldSpec {
  key: string
  type: string
  validation: string[]
  label: I18n
  placeholder?: I18n
  options?: Array<{ value: string; label: I18n }>
  allowedExts?: string[]
}

interface FormSpec {
  slug: string
  title: I18n
  description: I18n
  successMessage: I18n
  doubleOptIn: boolean
  recipient: string
  consentFormType: string | null
  fields: FieldSpec[]
  /** What a double opt-in form releases once its e-mail is confirmed (migration 13). */
  goal?: { text: string; type: 'message' | 'url' | 'file' }
}

const name: FieldSpec = { key: 'ime', type: 'text', validation: ['required', 'max:255'], label: { hr: 'Ime i prezime', sl: 'Ime in priimek' } }
const email: FieldSpec = { key: 'email', type: 'email', validation: ['required', 'email', 'max:255'], label: { hr: 'E-mail', sl: 'E-pošta' } }

const FORMS: readonly FormSpec[] = [
  {
    slug: 'cijena-na-upit',
    title: { hr: 'Pošaljite upit za proizvod', sl: 'Pošljite povpraševanje za izdelek' },
    description: {
      hr: 'Cijena ovog proizvoda je na upit. Javit ćemo vam se s ponudom u roku od jednog radnog dana.',
      sl: 'Cena tega izdelka je na povpraševanje. S ponudbo se vam oglasimo v enem delovnem dnevu.',
    },
    successMessage: { hr: 'Hvala! Vaš upit je poslan.', sl: 'Hvala! Vaše povpraševanje je poslano.' },
    doubleOptIn: false,
    recipient: 'prodaja@vitrina.test',
    consentFormType: 'Contact',
    fields: [
      name,
      email,
      { key: 'telefon', type: 'tel', validation: ['max:50'], label: { hr: 'Telefon', sl: 'Telefon' } },
      // The shop fills this field with the product name (spec: "The product field fills after 300 ms").
      { key: 'proizvod', type: 'text', validation: ['required', 'max:255'], label: { hr: 'Proizvod', sl: 'Izdelek' } },
      { key: 'poruka', type: 'textarea', validation: ['required', 'max:2000'], label: { hr: 'Poruka', sl: 'Sporočilo' } },
    ],
  },
  {
    slug: 'kontakt',
    title: { hr: 'Kontaktirajte nas', sl: 'Pišite nam' },
    description: { hr: 'Odgovaramo u roku od jednog radnog dana.', sl: 'Odgovorimo v enem delovnem dnevu.' },
    successMessage: { hr: 'Hvala na poruci! Javit ćemo vam se uskoro.', sl: 'Hvala za sporočilo! Kmalu se vam oglasimo.' },
    doubleOptIn: false,
    recipient: 'info@vitrina.test',
    consentFormType: 'Contact',
    fields: [
      name,
      email,
      {
        key: 'predmet',
        type: 'select',
        validation: ['required'],
        label: { hr: 'Predmet', sl: 'Zadeva' },
        options: [
          { value: 'narudzba', label: { hr: 'Narudžba', sl: 'Naročilo' } },
          { value: 'reklamacija', label: { hr: 'Reklamacija', sl: 'Reklamacija' } },
          { value: 'ostalo', label: { hr: 'Ostalo', sl: 'Drugo' } },
        ],
      },
      { key: 'poruka', type: 'textarea', validation: ['required', 'max:2000'], label: { hr: 'Poruka', sl: 'Sporočilo' } },
    ],
  },
  {
    slug: 'obavijest-o-dostupnosti',
    title: { hr: 'Obavijest o dostupnosti', sl: 'Obvestilo o razpoložljivosti' },
    description: { hr: 'Javit ćemo vam se e-poštom čim proizvod ponovno bude na zalihi.', sl: 'Po e-pošti vas obvestimo, ko bo izdelek spet na zalogi.' },
    successMessage: {
      hr: 'Potvrdite prijavu putem poveznice koju smo vam poslali e-poštom.',
      sl: 'Prijavo potrdite s povezavo, ki smo vam jo poslali po e-pošti.',
    },
    doubleOptIn: true,
    recipient: 'prodaja@vitrina.test',
    consentFormType: 'Product availability',
    fields: [email, { key: 'proizvod', type: 'hidden', validation: ['required'], label: { hr: 'Proizvod', sl: 'Izdelek' } }],
    goal: { text: 'Hvala! Javit ćemo vam se e-poštom čim proizvod ponovno bude dostupan.', type: 'message' },
  },
  {
    slug: 'reklamacija',
    title: { hr: 'Prijava reklamacije', sl: 'Prijava reklamacije' },
    description: {
      hr: 'Opišite problem i priložite fotografije proizvoda ili računa (do 5 datoteka).',
      sl: 'Opišite težavo in priložite fotografije izdelka ali računa (do 5 datotek).',
    },
    successMessage: { hr: 'Hvala! Vašu reklamaciju rješavamo u roku od 8 dana.', sl: 'Hvala! Vašo reklamacijo rešimo v 8 dneh.' },
    doubleOptIn: false,
    recipient: 'reklamacije@vitrina.test',
    consentFormType: 'Contact',
    fields: [
      name,
      email,
      {
        key: 'broj_narudzbe',
        type: 'text',
        validation: ['required', 'max:20'],
        label: { hr: 'Broj narudžbe', sl: 'Številka naročila' },
        placeholder: { hr: 'npr. 2026-000101', sl: 'npr. 2026-000101' },
      },
      { key: 'opis', type: 'textarea', validation: ['required', 'max:2000'], label: { hr: 'Opis problema', sl: 'Opis težave' } },
      // A file field's max:N counts files; the public upload takes at most 10 files per form post.
      {
        key: 'fotografije',
        type: 'file',
        validation: ['required', 'max:5'],
        label: { hr: 'Fotografije ili račun', sl: 'Fotografije ali račun' },
        allowedExts: ['pdf', 'jpg', 'jpeg', 'png'],
      },
    ],
  },
]

/** Seeds the custom forms (price enquiry `cijena-na-upit`, contact, product availability, a complaint with files). */
export function seedForms(writer: SeedWriter): void {
  for (const form of FORMS) {
    const id = writer.insert('forms', {
      slug: form.slug,
      title: form.title,
      description: form.description,
      success_message: form.successMessage,
      double_opt_in: form.doubleOptIn,
      recipient_email: form.recipient,
      consent_form_type: form.consentFormType,
      goal: form.goal?.text ?? null,
      goal_type: form.goal?.type ?? null,
      created_at: isoDaysAfter(SEED_EPOCH, -300),
    })
    form.fields.forEach((field, position) =>
      writer.insert('form_fields', {
        form_id: id,
        key: field.key,
        type: field.type,
        validation: field.validation,
        label: field.label,
        placeholder: field.placeholder ?? {},
        options: field.options ?? null,
        allowed_exts: field.allowedExts ?? null,
        position,
      }),
    )
  }
}
