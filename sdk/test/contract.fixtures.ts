// Response payloads shaped exactly as docs/contract.md describes them, with texts that differ per language
// so tests can tell which language a store holds.

type Lang = 'hr' | 'sl' | 'en' | 'de'

const word = (language: string, hr: string, sl: string): string => (language === 'sl' ? sl : language === 'hr' ? hr : `${hr} (${language})`)

export function siteConfig() {
  return {
    apiKeyToken: 'vitrina-sandbox-key',
    apiKeyId: 7,
    siteID: 1,
    site: { name: 'Vitrina', url: 'http://localhost:5173' },
    subdomain: 'vitrina',
    externalURLs: { pdfService: 'http://localhost:4010/pdf' },
    stores: [{ storeID: 1, language: 'hrv', loyalty: [] }],
    cmsLanguages: [
      { code: 'hrv', code2: 'hr', name: 'Hrvatski', default: true },
      { code: 'slv', code2: 'sl', name: 'Slovenščina', default: false },
    ],
  }
}

export function languages(language: string) {
  return [
    {
      id: 1,
      name_hrv: 'hrvatski',
      name_eng: 'Croatian',
      name_ger: 'Kroatisch',
      name_srp: 'hrvatski',
      code: 'hrv',
      code2: 'hr',
      name: word(language, 'hrvatski', 'hrvaščina'),
    },
    {
      id: 2,
      name_hrv: 'slovenski',
      name_eng: 'Slovenian',
      name_ger: 'Slowenisch',
      name_srp: 'slovenački',
      code: 'slv',
      code2: 'sl',
      name: word(language, 'slovenski', 'slovenščina'),
    },
  ]
}

export function countries(language: string) {
  return [
    { id: 191, iso: 'HR', code: 'HRV', name: word(language, 'Hrvatska', 'Hrvaška') },
    { id: 705, iso: 'SI', code: 'SVN', name: word(language, 'Slovenija', 'Slovenija') },
  ]
}

export function checkoutSettings() {
  return {
    checkoutEnabled: true,
    cartType: 1,
    onePageCheckout: true,
    mergeItems: true,
    eProductDelivery: 'link',
    socialLogins: false,
    guestCheckout: false,
    skipShippingStep: false,
    allowedCountries: ['HR', 'SI'],
  }
}

export function currencyConfig() {
  return {
    mainCurrency: 'EUR',
    mainCurrencyId: 1,
    mainCurrencySymbol: '€',
    allowedCurrencies: [
      { id: 1, label: 'EUR', symbol: '€' },
      { id: 2, label: 'HRK', symbol: 'Kn' },
    ],
  }
}

const logo = { mediaId: 1, alt: 'Vitrina', url: '/media/7/1/Medium/logo.png' }

export function element(handler: string, language: string) {
  const meta: Record<string, Record<string, unknown>> = {
    'header-section': { topBar: { text: word(language, 'Besplatna dostava', 'Brezplačna dostava'), links: [{ title: 'Kontakt', href: '/kontakt' }] }, logo },
    'footer-section': {
      logo,
      infoText: word(language, 'Trgovina', 'Trgovina'),
      contact: { phone: '+385 1 000 000', email: 'info@vitrina.test', address: 'Ilica 1' },
      copyright: '© Vitrina',
      socials: [{ network: 'facebook', href: 'https://facebook.com/vitrina' }],
    },
    'cookie-section': {
      title: word(language, 'Kolačići', 'Piškotki'),
      text: '...',
      policyLink: { title: 'Politika', href: '/politika-kolacica' },
      acceptLabel: 'Dopusti kolačiće',
      categories: ['necessary', 'marketing', 'analytics'],
    },
  }
  return {
    id: Object.keys(meta).indexOf(handler) + 1,
    handler,
    type: 'static-element',
    language_code: language,
    title: handler,
    slug: handler,
    meta: meta[handler] ?? {},
    mobileMeta: {},
    options: {},
    mobileOptions: {},
    parts: [],
    linkMeta: {},
  }
}

export function navigationTree(id: string, language: string) {
  const prefix = language === 'hr' ? '' : `/${language}`
  if (id === 'main') {
    return [
      {
        id: 10,
        title: word(language, 'Kolica', 'Vozički'),
        type: 'productCategory',
        slug: word(language, 'kolica', 'vozicki'),
        href: `${prefix}/shop/${word(language, 'kolica', 'vozicki')}`,
        prodcategory: { id: 100, slug: 'kolica', name: word(language, 'Kolica', 'Vozički'), media: null },
        children: [
          {
            id: 11,
            title: word(language, 'Sportska kolica', 'Športni vozički'),
            type: 'productCategory',
            slug: 'sportska',
            href: `${prefix}/shop/sportska`,
            prodcategory: { id: 101, slug: 'sportska', name: 'Sportska', media: null },
            children: [],
          },
        ],
      },
    ]
  }
  if (id === 'footer4')
    return [{ id: 40, title: 'Facebook', type: 'social', slug: 'facebook', href: 'https://facebook.com/vitrina', prodcategory: null, children: [] }]
  return [{ id: 20, title: word(language, 'O nama', 'O nas'), type: 'page', slug: 'o-nama', href: `${prefix}/o-nama`, prodcategory: null, children: [] }]
}

export function optionRecords(values: { maintenanceMode?: string; cartAdditionBehaviour?: string; redis?: string } = {}) {
  const records = [
    { id: 1, key: 'maintenanceMode', value: values.maintenanceMode ?? '0', media: null },
    { id: 2, key: 'cartAdditionBehaviour', value: values.cartAdditionBehaviour ?? '2', media: null },
    { id: 3, key: 'redis', value: values.redis ?? '0', media: null },
  ]
  return { records, pagination: { page: 1, perPage: 10, total: records.length, lastPage: 1 } }
}

export type { Lang }
