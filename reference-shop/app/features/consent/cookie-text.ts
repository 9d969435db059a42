// A block the cookie text may start with: the editor writes paragraphs and lists; a CMS body's other blocks pass too.
const STARTS_WITH_BLOCK = /^\s*<(p|ul|ol|h[2-4]|blockquote|figure)[\s>]/i

/**
 * The cookie notice's text as the HTML of its paragraphs: rich text as it is, and a plain text (the seeded notice, one
 * written before edit mode had rich text) as one paragraph. The text comes sanitised by the server
 * (cookie-text.server.ts), plain text with its `&` and `<` encoded, so it is HTML either way.
 */
export function cookieTextHtml(text: string): string {
  return STARTS_WITH_BLOCK.test(text) ? text : `<p>${text}</p>`
}
