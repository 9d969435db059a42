import type Database from 'better-sqlite3'
import { all } from '../db/db.statements'
import type { SiteRow } from '../http/http.env'
import { mediaOptions } from '../media/media.sizes'

/** The site config a client learns from domain detection (see docs/contract.md, Master). */
export function siteConfig(db: Database.Database, site: SiteRow): Record<string, unknown> {
  const stores = all<{ id: number; language: string; loyalty: string }>(db, 'SELECT id, language, loyalty FROM stores WHERE site_id = ? ORDER BY id', site.id)
  const languages = all<{ code: string; code2: string; name: string; is_default: number }>(
    db,
    'SELECT code, code2, name, is_default FROM site_languages WHERE site_id = ? ORDER BY position',
    site.id,
  )
  return {
    apiKeyToken: site.api_key,
    apiKeyId: site.api_key_id,
    siteID: site.id,
    site: { name: site.name, url: site.url },
    subdomain: site.subdomain,
    externalURLs: { pdfService: site.pdf_service_url },
    stores: stores.map((store) => ({
      storeID: store.id,
      language: store.language,
      loyalty: JSON.parse(store.loyalty) as unknown,
    })),
    cmsLanguages: languages.map((language) => ({
      code: language.code,
      code2: language.code2,
      name: language.name,
      default: language.is_default === 1,
    })),
    mediaOptions: mediaOptions(),
  }
}
