/** A text in both content languages (products, posts, terms, events: en and de read hr). */
export interface I18n {
  hr: string
  sl: string
}

/** A text of the shop's chrome, in every request language (docs/contract.md "Languages"). */
export interface ChromeText extends I18n {
  en: string
  de: string
}

/** The slugs of a chrome entity in every request language: en and de keep the hr slug, so their paths stay the same. */
export function chromeSlugs(slug: I18n): ChromeText {
  return { ...slug, en: slug.hr, de: slug.hr }
}

/** A URL slug: lower case ASCII letters, digits and single hyphens (č→c, đ→d, š→s, ž→z ...). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/đ/g, 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\+/g, '-plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Hands out slugs unique within one language (`name`, `name-2`, `name-3` ...). */
export function createSlugRegistry(): (language: string, text: string) => string {
  const used = new Map<string, Set<string>>()
  return (language, text) => {
    let set = used.get(language)
    if (!set) {
      set = new Set()
      used.set(language, set)
    }
    const base = slugify(text) || 'item'
    let slug = base
    for (let n = 2; set.has(slug); n++) slug = `${base}-${n}`
    set.add(slug)
    return slug
  }
}

/** Rounds to cents. */
export function cents(value: number): number {
  return Math.round(value * 100) / 100
}

/** A shop price: below 10 EUR to .49/.99, above to a whole euro minus one cent. */
export function shopPrice(value: number): number {
  if (value < 10) return cents(Math.max(0.99, Math.round(value * 2) / 2 - 0.01))
  return cents(Math.max(1, Math.round(value)) - 0.01)
}

/** Upper-cases the first letter. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** ISO timestamp `days` days (fractions allowed) after `epoch`. */
export function isoDaysAfter(epoch: number, days: number): string {
  return new Date(epoch + Math.round(days * 86_400_000)).toISOString()
}
