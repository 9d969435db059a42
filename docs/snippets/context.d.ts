// The names the guides' code blocks take for granted, so that each block shows only what it is about.
// scripts/lib/doc-snippets.mjs type-checks every block with these in scope; a block that declares its own `shop`
// (most first blocks of a guide do) uses its own.
import type { Storefront } from '@vitrina/sdk'

declare global {
  /** The storefront instance of the page or request, made with `createStorefront` (see getting-started.md). */
  const shop: Storefront
  /** Your app's translation function: a message key and its parameters in, the shopper's text out. */
  function t(key: string, params?: Record<string, unknown>): string
  /** Your app's toast: shows a text for a while. */
  function toast(text: string, options?: { level?: 'success' | 'info' | 'warning' | 'error'; durationMs?: number }): void
}
