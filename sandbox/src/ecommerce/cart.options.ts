import type Database from 'better-sqlite3'
import { all } from '../db/db.statements'
import { readTexts, type StoredTexts, textIn } from '../db/db.texts'
import { invalid } from '../http/http.input'
import type { RequestLanguage } from '../http/http.language'
import type { Personalization, PersonalizationJson } from './cart.types'

/** A custom option a shopper may fill on a product, with the one value that prices it. */
export interface CustomOptionDefinition {
  id: number
  type: 'text' | 'number'
  title: StoredTexts
  isRequired: boolean
  maxLength: number | null
  sku: string
  price: number
}

/** The most a number option counts (extra sheets and the like). */
const MAX_OPTION_COUNT = 99
const MAX_ENTRIES = 20

/**
 * The custom options of the products `ids`, keyed by product id. A variant offers its configurable parent's
 * options (the seed puts them on the parent, as the product page shows them there).
 */
export function readCustomOptions(db: Database.Database, ids: Iterable<number>): Map<number, CustomOptionDefinition[]> {
  const wanted = [...new Set(ids)]
  const rows = all<{
    product_id: number
    id: number
    option_type: 'text' | 'number'
    title: string
    is_required: number
    max_length: number | null
    sku: string
    price: number
  }>(
    db,
    `SELECT p.id AS product_id, o.id, o.option_type, o.title, o.is_required, o.max_length, v.sku, v.price
       FROM products p
       JOIN product_custom_options o ON o.product_id IN (p.id, p.parent_id)
       JOIN product_custom_option_values v ON v.id = (SELECT id FROM product_custom_option_values WHERE option_id = o.id ORDER BY position, id LIMIT 1)
      WHERE p.id IN (SELECT value FROM json_each(?))
      ORDER BY o.position, o.id`,
    JSON.stringify(wanted),
  )
  const byProduct = new Map<number, CustomOptionDefinition[]>(wanted.map((id) => [id, []]))
  for (const row of rows) {
    byProduct.get(row.product_id)!.push({
      id: row.id,
      type: row.option_type,
      title: readTexts(row.title),
      isRequired: row.is_required === 1,
      maxLength: row.max_length,
      sku: row.sku,
      price: row.price,
    })
  }
  return byProduct
}

/**
 * Checks the personalisations sent for a product (`options.personalizations`, alias `options.customOptions`)
 * and returns them in canonical form (sorted by option id), so equal choices merge into one cart line.
 * An entry with an empty or null value counts as not chosen (a form sends every field).
 */
export function normalizePersonalizations(raw: unknown, definitions: readonly CustomOptionDefinition[], path: string): Personalization[] {
  if (raw === undefined || raw === null) return requireFilled([], definitions, path)
  if (!Array.isArray(raw)) invalid(path, `${path} must be a list of { optionId, value }.`)
  if (raw.length > MAX_ENTRIES) invalid(path, `${path} must hold at most ${MAX_ENTRIES} entries.`)
  const chosen = new Map<number, Personalization>()
  raw.forEach((entry: unknown, i) => {
    const at = `${path}[${i}]`
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) invalid(at, `${at} must be an object { optionId, value }.`)
    const { optionId: rawId, id: aliasId, value } = entry as Record<string, unknown>
    const given = rawId ?? aliasId
    const optionId = typeof given === 'string' && /^\d+$/.test(given.trim()) ? Number(given) : given
    const definition = definitions.find((candidate) => candidate.id === optionId)
    if (!definition) invalid(`${at}.optionId`, `${at}.optionId must be a custom option of this product.`)
    if (chosen.has(definition.id)) invalid(`${at}.optionId`, `${at}.optionId names option ${definition.id} twice.`)
    if (value === undefined || value === null || value === '') return
    chosen.set(definition.id, { optionId: definition.id, value: checkedValue(definition, value, `${at}.value`) })
  })
  return requireFilled(
    [...chosen.values()].sort((a, b) => a.optionId - b.optionId),
    definitions,
    path,
  )
}

/** What the personalisations add to one unit: a text option its price once, a number option price x count. */
export function personalizationSurcharge(entries: readonly Personalization[], definitions: readonly CustomOptionDefinition[]): number {
  return entries.reduce((sum, entry) => {
    const definition = definitions.find((candidate) => candidate.id === entry.optionId)
    if (!definition) return sum
    return sum + definition.price * (definition.type === 'number' ? Number(entry.value) : 1)
  }, 0)
}

/** The personalisations as a cart line answers them (an option deleted since is left out). */
export function personalizationsJson(
  entries: readonly Personalization[],
  definitions: readonly CustomOptionDefinition[],
  language: RequestLanguage,
): PersonalizationJson[] {
  return entries.flatMap((entry) => {
    const definition = definitions.find((candidate) => candidate.id === entry.optionId)
    if (!definition) return []
    const price = definition.price * (definition.type === 'number' ? Number(entry.value) : 1)
    return [{ ...entry, title: textIn(definition.title, language), type: definition.type, sku: definition.sku, price: Math.round(price * 100) / 100 }]
  })
}

function checkedValue(definition: CustomOptionDefinition, value: unknown, path: string): string | number {
  if (definition.type === 'number') {
    const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_OPTION_COUNT)
      invalid(path, `${path} must be an integer from 1 to ${MAX_OPTION_COUNT}.`)
    return n
  }
  if (typeof value !== 'string' || value.trim() === '') invalid(path, `${path} must be a non-empty string.`)
  const text = value.trim()
  if (definition.maxLength !== null && text.length > definition.maxLength) invalid(path, `${path} must be at most ${definition.maxLength} characters.`)
  return text
}

function requireFilled(entries: Personalization[], definitions: readonly CustomOptionDefinition[], path: string): Personalization[] {
  const missing = definitions.find((definition) => definition.isRequired && !entries.some((entry) => entry.optionId === definition.id))
  if (missing) invalid(path, `${path} must fill the required option ${missing.id} (${textIn(missing.title, 'hr')}).`)
  return entries
}
