import { call, json, SHOP_HEADERS } from '../sandbox.fixture'
import type { Sandbox } from '../../src/sandbox/sandbox.types'

/** Shop headers asking for `language`. */
export const inLanguage = (language: string) => ({ ...SHOP_HEADERS, 'x-gaussbox-language': language })

/** A GET in `language` (default hr). */
export function getIn(sandbox: Sandbox, path: string, language = 'hr') {
  return json(call(sandbox, 'GET', path, { headers: inLanguage(language) }))
}

/** A POST of a JSON body in `language` (default hr). */
export function postIn(sandbox: Sandbox, path: string, body: unknown, language = 'hr') {
  return json(call(sandbox, 'POST', path, { headers: inLanguage(language), body }))
}

/** The id of the product with `sku`, read from the database (tests name products by SKU). */
export function productId(sandbox: Sandbox, sku: string): number {
  const row = sandbox.db.prepare('SELECT id FROM products WHERE sku = ?').get(sku) as { id: number } | undefined
  if (!row) throw new Error(`No product ${sku} in the seed.`)
  return row.id
}

/** The id of an attribute option (`boja`, `plava`). */
export function optionId(sandbox: Sandbox, attributeCode: string, optionCode: string): number {
  const row = sandbox.db
    .prepare('SELECT o.id FROM attribute_options o JOIN attributes a ON a.id = o.attribute_id WHERE a.code = ? AND o.code = ?')
    .get(attributeCode, optionCode) as { id: number } | undefined
  if (!row) throw new Error(`No option ${attributeCode}:${optionCode} in the seed.`)
  return row.id
}

/** Ids of the listed products (visible, not variants) for which `where` (over `p`) holds, straight from SQL. */
export function listedIds(sandbox: Sandbox, where = '1 = 1', ...params: unknown[]): number[] {
  return (
    sandbox.db
      .prepare(`SELECT p.id FROM products p WHERE p.parent_id IS NULL AND p.visible = 1 AND p.archived = 0 AND (${where}) ORDER BY p.id`)
      .all(...params) as Array<{ id: number }>
  ).map((row) => row.id)
}

/** The expected "must be" validation answer. */
export function badRequest(message: string, path?: string) {
  return path ? { message, statusCode: 400, errors: [{ path, message }] } : { message, statusCode: 400 }
}
