import { SEED_EPOCH } from './seed.constants'
import { type ChromeText, isoDaysAfter } from './seed.text'
import type { SeedWriter } from './seed.writer'

// Consents are chrome (every form shows them): written in every request language.
const CONSENTS: ReadonlyArray<{ uniqueNumber: string; displayName: ChromeText; description: ChromeText; required: boolean }> = [
  {
    uniqueNumber: '1001',
    displayName: { hr: 'Prihvaćam uvjete kupnje', sl: 'Sprejemam pogoje nakupa', en: 'I accept the terms of sale', de: 'Ich akzeptiere die AGB' },
    description: {
      hr: 'Pročitao/la sam i prihvaćam uvjete kupnje web trgovine Vitrina.',
      sl: 'Prebral/a sem in sprejemam pogoje nakupa spletne trgovine Vitrina.',
      en: 'I have read and accept the terms of sale of the Vitrina online shop.',
      de: 'Ich habe die Allgemeinen Geschäftsbedingungen des Vitrina-Onlineshops gelesen und akzeptiere sie.',
    },
    required: true,
  },
  {
    uniqueNumber: '1002',
    displayName: {
      hr: 'Privola za obradu osobnih podataka',
      sl: 'Privolitev v obdelavo osebnih podatkov',
      en: 'Consent to the processing of personal data',
      de: 'Einwilligung in die Verarbeitung personenbezogener Daten',
    },
    description: {
      hr: 'Pristajem na obradu osobnih podataka u svrhu obrade upita ili narudžbe.',
      sl: 'Soglašam z obdelavo osebnih podatkov za obdelavo povpraševanja ali naročila.',
      en: 'I agree to the processing of my personal data to handle my inquiry or order.',
      de: 'Ich willige in die Verarbeitung meiner personenbezogenen Daten zur Bearbeitung meiner Anfrage oder Bestellung ein.',
    },
    required: true,
  },
  {
    uniqueNumber: '1003',
    displayName: {
      hr: 'Želim primati newsletter s ponudama',
      sl: 'Želim prejemati e-novice s ponudbami',
      en: 'I want to receive the newsletter with offers',
      de: 'Ich möchte den Newsletter mit Angeboten erhalten',
    },
    description: {
      hr: 'Jednom tjedno šaljemo novosti i akcije. Odjava je moguća u svakom trenutku.',
      sl: 'Enkrat na teden pošljemo novosti in akcije. Odjava je mogoča kadar koli.',
      en: 'Once a week we send news and offers. You can unsubscribe at any time.',
      de: 'Einmal pro Woche senden wir Neuigkeiten und Angebote. Sie können sich jederzeit abmelden.',
    },
    required: false,
  },
  {
    uniqueNumber: '1004',
    displayName: {
      hr: 'Privola za personalizirane ponude',
      sl: 'Privolitev v prilagojene ponudbe',
      en: 'Consent to personalized offers',
      de: 'Einwilligung in personalisierte Angebote',
    },
    description: {
      hr: 'Pristajem da mi se ponude prilagođavaju prema mojim kupnjama.',
      sl: 'Soglašam, da se mi ponudbe prilagajajo glede na moje nakupe.',
      en: 'I agree that offers may be tailored to my purchases.',
      de: 'Ich bin einverstanden, dass Angebote an meine Einkäufe angepasst werden.',
    },
    required: false,
  },
  {
    uniqueNumber: '1005',
    displayName: {
      hr: 'Obavijesti me kada proizvod bude dostupan',
      sl: 'Obvestite me, ko bo izdelek na voljo',
      en: 'Notify me when the product is available',
      de: 'Benachrichtigen Sie mich, wenn das Produkt verfügbar ist',
    },
    description: {
      hr: 'Jednokratna obavijest e-poštom kada proizvod ponovno bude na zalihi.',
      sl: 'Enkratno obvestilo po e-pošti, ko bo izdelek spet na zalogi.',
      en: 'A one-time e-mail when the product is back in stock.',
      de: 'Eine einmalige E-Mail, sobald das Produkt wieder auf Lager ist.',
    },
    required: true,
  },
]

/** Which consents each form type shows, and which of them must be ticked. */
export const CONSENT_ASSIGNMENTS: ReadonlyArray<{ assignedTo: string; slug: string; consents: Array<[uniqueNumber: string, required: boolean]> }> = [
  {
    assignedTo: 'Newsletter',
    slug: 'newsletter',
    consents: [
      ['1002', true],
      ['1003', true],
      ['1004', false],
    ],
  },
  { assignedTo: 'Contact', slug: 'contact', consents: [['1002', true]] },
  {
    assignedTo: 'Register',
    slug: 'register',
    consents: [
      ['1001', true],
      ['1002', true],
      ['1003', false],
      ['1004', false],
    ],
  },
  {
    assignedTo: 'Checkout',
    slug: 'checkout',
    consents: [
      ['1001', true],
      ['1002', true],
      ['1003', false],
    ],
  },
  { assignedTo: 'Address', slug: 'address', consents: [['1002', true]] },
  {
    assignedTo: 'Product availability',
    slug: 'product-availability',
    consents: [
      ['1002', true],
      ['1005', true],
    ],
  },
]

/** Seeds the privacy consents and their assignments per form type. */
export function seedConsents(writer: SeedWriter): void {
  const ids = new Map<string, number>()
  CONSENTS.forEach((consent, position) => {
    ids.set(
      consent.uniqueNumber,
      writer.insert('consents', {
        unique_number: consent.uniqueNumber,
        display_name: consent.displayName,
        description: consent.description,
        is_required: consent.required,
        for_web: true,
        position,
        created_at: isoDaysAfter(SEED_EPOCH, -365),
      }),
    )
  })
  for (const assignment of CONSENT_ASSIGNMENTS) {
    const id = writer.insert('consent_assignments', { assigned_to: assignment.assignedTo, slug: assignment.slug })
    assignment.consents.forEach(([uniqueNumber, required], position) =>
      writer.insert('consent_assignment_items', { assignment_id: id, consent_id: ids.get(uniqueNumber)!, is_required: required, position }),
    )
  }
}
