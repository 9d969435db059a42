import type Database from 'better-sqlite3'
import { all } from '../db/db.statements'
import { fail } from '../http/http.errors'
import { invalid } from '../http/http.input'
import { readLineOptions } from './cart.input'
import { CART_MESSAGES } from './cart.messages'
import { normalizePersonalizations, readCustomOptions } from './cart.options'
import { assertSellable, type CartProduct, readCartProducts } from './cart.product'
import type { BundleChoice } from './cart.types'

/** One item of a bundle as the cart reads it. */
export interface BundleItem {
  productId: number
  qty: number
}

const MAX_ENTRIES = 50

/** The items of a bundle in their order. */
export function readBundleItems(db: Database.Database, bundleId: number): BundleItem[] {
  return all<{ product_id: number; qty: number }>(db, 'SELECT product_id, qty FROM bundle_items WHERE bundle_id = ? ORDER BY position, id', bundleId).map(
    (row) => ({ productId: row.product_id, qty: row.qty }),
  )
}

/**
 * Checks a bundle's `bundleOptions` (the spec's bundle add payload) and returns the full selection, one
 * choice per bundled item in the bundle's order, so that equal selections merge into one cart line.
 *
 * Entries are `{ id, options }` (a simple or eProduct item, or directly a variant of a configurable item) or
 * `{ main, selected, options }` (`main` the bundled product as an id or `{ id, format }`, `selected` its
 * variant as an id or `{ id }`). Spec: "Bundle add via the modal needs every bundled configurable product to
 * have a chosen simple or eProduct variant and no nested bundle." Items without an entry keep no options.
 */
export function normalizeBundleOptions(db: Database.Database, bundleId: number, raw: unknown): BundleChoice[] {
  const items = readBundleItems(db, bundleId)
  const products = readCartProducts(
    db,
    items.map((item) => item.productId),
  )
  const product = (id: number) => products.get(id) ?? fail(400, `Bundle item ${id} no longer exists.`)
  if (items.some((item) => product(item.productId).format === 'bundle')) fail(400, CART_MESSAGES.nestedBundle)

  const chosen = new Map<number, { selected: number | null; options: unknown; at: string }>()
  if (raw !== undefined && raw !== null) {
    if (!Array.isArray(raw)) invalid('bundleOptions', 'bundleOptions must be a list of { id, options } or { main, selected, options }.')
    if (raw.length > MAX_ENTRIES) invalid('bundleOptions', `bundleOptions must hold at most ${MAX_ENTRIES} entries.`)
    raw.forEach((entry: unknown, i) => {
      const at = `bundleOptions[${i}]`
      const choice = readEntry(db, entry, at, items)
      if (chosen.has(choice.main)) invalid(at, `bundleOptions names product ${choice.main} twice.`)
      chosen.set(choice.main, { ...choice, at })
    })
  }

  const variantIds = [...chosen.values()].flatMap((choice) => (choice.selected === null ? [] : [choice.selected]))
  const variants = readCartProducts(db, variantIds)
  const definitions = readCustomOptions(db, [...items.map((item) => item.productId), ...variantIds])
  return items.map((item) => {
    const main = product(item.productId)
    const choice = chosen.get(item.productId)
    let selected: CartProduct | undefined
    if (main.format === 'configurable') {
      if (!choice || choice.selected === null) invalid(choice ? `${choice.at}.selected` : 'bundleOptions', CART_MESSAGES.bundleNeedsChoices)
      selected = variants.get(choice.selected)
      if (!selected || selected.parent_id !== main.id) invalid(`${choice.at}.selected`, `${choice.at}.selected must be a variant of product ${main.id}.`)
      if (selected.format !== 'simple' && selected.format !== 'eProduct')
        invalid(`${choice.at}.selected`, `${choice.at}.selected must be a simple or eProduct variant.`)
      assertSellable(selected, 'Bundle item')
    } else {
      if (choice && choice.selected !== null && choice.selected !== main.id)
        invalid(`${choice.at}.selected`, `${choice.at}.selected is only for configurable items.`)
      assertSellable(main, 'Bundle item')
    }
    const optionsPath = choice ? `${choice.at}.options.personalizations` : 'bundleOptions'
    const { personalizations } = readLineOptions(choice?.options, choice ? `${choice.at}.options` : 'options')
    return {
      main: main.id,
      selected: selected?.id ?? null,
      personalizations: normalizePersonalizations(personalizations, definitions.get(selected?.id ?? main.id) ?? [], optionsPath),
    }
  })
}

function readEntry(
  db: Database.Database,
  entry: unknown,
  at: string,
  items: readonly BundleItem[],
): { main: number; selected: number | null; options: unknown } {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry))
    invalid(at, `${at} must be an object { id, options } or { main, selected, options }.`)
  const fields = entry as Record<string, unknown>
  const isItem = (id: number) => items.some((item) => item.productId === id)
  if (fields.main !== undefined) {
    const main = idOf(fields.main, `${at}.main`)
    const selected = fields.selected === undefined || fields.selected === null ? null : idOf(fields.selected, `${at}.selected`)
    const named = readCartProducts(db, [main, ...(selected === null ? [] : [selected])])
    if ([...named.values()].some((product) => product.format === 'bundle')) fail(400, CART_MESSAGES.nestedBundle)
    if (!isItem(main)) invalid(`${at}.main`, `${at}.main names product ${main}, which is not an item of this bundle.`)
    return { main, selected, options: fields.options }
  }
  const id = idOf(fields.id, `${at}.id`)
  const named = readCartProducts(db, [id]).get(id)
  if (named?.format === 'bundle') fail(400, CART_MESSAGES.nestedBundle)
  if (isItem(id)) {
    if (named?.format === 'configurable') invalid(`${at}.selected`, CART_MESSAGES.bundleNeedsChoices)
    return { main: id, selected: null, options: fields.options }
  }
  // `{ id }` may name the chosen variant of a configurable item directly.
  if (named?.parent_id != null && isItem(named.parent_id)) return { main: named.parent_id, selected: id, options: fields.options }
  return invalid(`${at}.id`, `${at}.id names product ${id}, which is not an item of this bundle.`)
}

function idOf(value: unknown, path: string): number {
  const raw = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>).id : value
  const n = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1) invalid(path, `${path} must be a product id or { id }.`)
  return n
}
