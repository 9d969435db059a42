// Types of page-cache.mjs (plain JavaScript, run by node as the shop's server) for the TypeScript tests.
export interface PageEntry {
  status: number
  headers: [string, string][]
  body: string
  nonce: string
}
export interface PageCache {
  get(key: string, label: string, load: () => Promise<{ value: PageEntry; cacheable: boolean; failed: boolean }>): Promise<PageEntry>
}
export function isCacheablePageRequest(request: Request): boolean
export function pageCacheKey(request: Request, https: boolean): string
export function isSharedPage(response: Response): boolean
export function pageEntryOf(response: Response, nonce: string): Promise<PageEntry>
export function pageResponseOf(entry: PageEntry, nonce: string, encoding?: 'br' | 'gzip' | null): Response
export function servePage(options: { cache: PageCache; request: Request; https: boolean; nonce: string; render: (nonce: string) => Promise<Response>; encoding?: 'br' | 'gzip' | null }): Promise<Response>
