import type { ContentLanguage, RequestLanguage } from './http.language'

/** The site resolved from the `apiKey` header. */
export interface SiteRow {
  /** The site id (1 for the demo site, `SANDBOX_SITE.siteId`). */
  id: number
  /** The site's name. */
  name: string
  /** The site's public URL. */
  url: string
  /** The site's subdomain (`vitrina` for the demo site). */
  subdomain: string
  /** The API key that selects the site (`SANDBOX_SITE.apiKey`). */
  api_key: string
  /** The key's id, the one media URLs carry (`SANDBOX_SITE.apiKeyId`). */
  api_key_id: number
  /** The base URL of the site's PDF service, answered as `externalURLs.pdfService`. */
  pdf_service_url: string
}

/** Hono environment of the sandbox app: what middleware puts on the context for handlers. */
export interface SandboxEnv {
  /** What the middleware sets on a request's context (`c.get(...)`). */
  Variables: {
    /** The site the request's `apiKey` header selected. */
    site: SiteRow
    /** The language asked for (`x-gaussbox-language`), one of hr, sl, en, de: the language of the shop's chrome. */
    language: RequestLanguage
    /** The language content (products, posts, terms, events) is read in: `sl` for sl, else `hr` (en and de fall back to hr). */
    contentLanguage: ContentLanguage
  }
}
