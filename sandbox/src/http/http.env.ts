import type { ContentLanguage, RequestLanguage } from './http.language'

/** The site resolved from the `apiKey` header. */
export interface SiteRow {
  id: number
  name: string
  url: string
  subdomain: string
  api_key: string
  api_key_id: number
  pdf_service_url: string
}

/** Hono environment of the sandbox app: what middleware puts on the context for handlers. */
export interface SandboxEnv {
  Variables: {
    site: SiteRow
    /** The language asked for (`x-gaussbox-language`), one of hr, sl, en, de: the language of the shop's chrome. */
    language: RequestLanguage
    /** The language content (products, posts, terms, events) is read in: `sl` for sl, else `hr` (en and de fall back to hr). */
    contentLanguage: ContentLanguage
  }
}
