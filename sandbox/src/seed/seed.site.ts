import { writeCheckoutSettings } from '../ecommerce/settings.queries'
import { COUNTRIES } from '../master/master.countries.data'
import { writeAccountSettings } from '../user/user.settings'
import { SANDBOX_SITE } from './seed.constants'
import type { SeedWriter } from './seed.writer'

/** Seeds the site, its domains, store, languages, settings, currencies, countries and CMS options. */
export function seedSite(writer: SeedWriter): void {
  writer.insert('sites', {
    id: SANDBOX_SITE.siteId,
    name: 'Vitrina',
    // The reference shop's address under `npm start`.
    url: 'http://localhost:3000',
    subdomain: 'vitrina',
    api_key: SANDBOX_SITE.apiKey,
    api_key_id: SANDBOX_SITE.apiKeyId,
    // Not served by the sandbox: no PDF is rendered locally.
    pdf_service_url: 'https://pdf.vitrina.test/render',
  })
  for (const domain of SANDBOX_SITE.domains) writer.insert('site_domains', { domain, site_id: SANDBOX_SITE.siteId })
  // One store serves both languages, as on the real site.
  writer.insert('stores', { id: SANDBOX_SITE.storeId, site_id: SANDBOX_SITE.siteId, language: 'hrv', loyalty: [] })
  writer.insert('site_languages', { site_id: SANDBOX_SITE.siteId, code: 'hrv', code2: 'hr', name: 'Hrvatski', is_default: true, position: 1 })
  writer.insert('site_languages', { site_id: SANDBOX_SITE.siteId, code: 'slv', code2: 'sl', name: 'Slovenščina', is_default: false, position: 2 })

  writeCheckoutSettings(writer.db, SANDBOX_SITE.siteId, {
    checkoutEnabled: true,
    cartType: 1,
    onePageCheckout: true,
    mergeItems: true,
    eProductDelivery: 'link',
    socialLogins: false,
    // The spec: "Guest checkout versus registered-only is a site setting (currently registered only)".
    guestCheckout: false,
    skipShippingStep: false,
    allowedCountries: ['HR', 'SI'],
  })
  // New accounts confirm their e-mail before they can log in (switchable: PATCH /__sandbox/options).
  writeAccountSettings(writer.db, SANDBOX_SITE.siteId, { emailConfirmation: true })
  // HRK is kept at the fixed conversion rate so the shop can show the former currency as Kn.
  writer.insert('currencies', { id: 1, label: 'EUR', symbol: '€', rate: 1, is_main: true })
  writer.insert('currencies', { id: 2, label: 'HRK', symbol: 'Kn', rate: 7.5345, is_main: false })

  for (const country of COUNTRIES) {
    writer.insert('countries', { id: country.id, iso: country.iso, code: country.code, names: country.names })
  }

  writer.insert('cms_options', { id: 1, key: 'maintenanceMode', value: '0' })
  writer.insert('cms_options', { id: 2, key: 'cartAdditionBehaviour', value: '2' })
  writer.insert('cms_options', { id: 3, key: 'redis', value: '0' })
}
