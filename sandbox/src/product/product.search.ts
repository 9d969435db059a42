/**
 * Keyword relevance: which products a search matches and how they rank. The FTS5 index
 * (product.search.index.ts) finds the products; this scores them. One folding function serves the documents
 * and the query, so they cannot disagree.
 */

/** The text of a product that keywords are matched against, in one language. */
export interface SearchDocument {
  name: string
  sku: string
  /** SKUs of a configurable product's variants: an exact variant SKU finds its parent. */
  variantSkus: readonly string[]
  brand: string
  shortDescription: string
  /** HTML; tags are ignored. */
  description: string
}

/** A document's fields folded with {@link foldText}, except the description (read only when needed). */
export interface FoldedDocument {
  name: string
  /** The folded name split into words. */
  nameWords: readonly string[]
  /** The product's SKU and its variants' SKUs. */
  skus: readonly string[]
  brand: string
  shortDescription: string
}

/** A parsed search: the folded query and its tokens. */
export interface SearchQuery {
  /** The whole query folded, for exact SKU matches and the phrase bonus. */
  folded: string
  tokens: readonly string[]
}

// Score per token by where it matched (the best place counts), and the bonuses on top.
const SCORE = {
  exactSku: 10_000,
  nameWordStart: 100,
  nameSubstring: 60,
  sku: 40,
  brand: 40,
  shortDescription: 20,
  description: 10,
  namePhrase: 50,
} as const

const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u

/**
 * Folds text for matching: lower case without diacritics, so `čokolada`, `Čokolada` and `cokolada` are equal.
 * `đ` has no decomposition and becomes `d` (as in the seed's slugs).
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/đ/g, 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
}

/** Folds a description for matching: its HTML tags are not text. */
export function foldDescription(html: string): string {
  return foldText(html.replace(/<[^>]*>/g, ' '))
}

/** Parses keywords into a search, or undefined when they hold no letters or digits. */
export function parseSearch(keywords: string): SearchQuery | undefined {
  const folded = foldText(keywords).trim().replace(/\s+/g, ' ')
  const tokens = [...new Set(folded.split(WORD_SEPARATOR).filter(Boolean))]
  return tokens.length > 0 ? { folded, tokens } : undefined
}

/** Folds a document's fields for {@link scoreFolded}. */
export function foldDocument(document: Omit<SearchDocument, 'description'>): FoldedDocument {
  const name = foldText(document.name)
  return {
    name,
    nameWords: name.split(WORD_SEPARATOR),
    skus: [document.sku, ...document.variantSkus].map(foldText),
    brand: foldText(document.brand),
    shortDescription: foldText(document.shortDescription),
  }
}

/**
 * Scores a product against a search: 0 when some token matches nowhere (and the query is not the exact SKU).
 * An exact SKU outranks everything, a name match outranks a brand or SKU match, which outrank descriptions.
 */
export function relevance(document: SearchDocument, search: SearchQuery): number {
  const description = foldDescription(document.description)
  return scoreFolded(foldDocument(document), search, (token) => description.includes(token))
}

/**
 * {@link relevance} over folded fields; `inDescription` tells whether a token matches the description, asked
 * only for tokens found in no other field.
 */
export function scoreFolded(document: FoldedDocument, search: SearchQuery, inDescription: (token: string) => boolean): number {
  const { name, nameWords, skus, brand, shortDescription } = document
  const exactSku = skus.includes(search.folded) ? SCORE.exactSku : 0
  let score = 0
  for (const token of search.tokens) {
    let best = 0
    if (nameWords.some((word) => word.startsWith(token))) best = SCORE.nameWordStart
    else if (name.includes(token)) best = SCORE.nameSubstring
    else if (skus.some((sku) => sku.includes(token))) best = SCORE.sku
    else if (brand.includes(token)) best = SCORE.brand
    else if (shortDescription.includes(token)) best = SCORE.shortDescription
    else if (inDescription(token)) best = SCORE.description
    if (best === 0 && exactSku === 0) return 0
    score += best
  }
  if (search.tokens.length > 1 && name.includes(search.folded)) score += SCORE.namePhrase
  return score + exactSku
}
