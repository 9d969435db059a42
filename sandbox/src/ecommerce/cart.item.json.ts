import type Database from 'better-sqlite3'
import { all } from '../db/db.statements'
import { storedText } from '../db/db.texts'
import type { RequestLanguage } from '../http/http.language'
import { type ProductSummary, readProductSummaries } from '../product/product.json'
import type { PricedLine } from './cart.lines'
import { personalizationsJson } from './cart.options'
import { cents } from './cart.pricing'
import type { CartItemAmounts, CartItemJson } from './cart.types'

/** What turning lines into wire items needs. */
export interface ItemView {
  /** The request language: product names read its content language (hr for en and de), labels are in it. */
  language: RequestLanguage
  apiKeyId: number
  /** Units of the converted currency per EUR. */
  rate: number
}

/** The wire items of priced lines; `cartTotals` is each line's row after discounts (same order). */
export function cartItemsJson(db: Database.Database, lines: readonly PricedLine[], cartTotals: readonly number[], view: ItemView): CartItemJson[] {
  const ids = lines.flatMap((line) => [
    line.product.id,
    ...(line.product.parent_id ? [line.product.parent_id] : []),
    ...(line.bundle ?? []).flatMap((c) => [c.main, ...(c.selected ? [c.selected] : [])]),
  ])
  // Archived products are not summarised; their lines still show what they can (validateCart removes them).
  const summaries = readProductSummaries(db, ids, view.language, view.apiKeyId)
  const configurations = variantConfigurations(
    db,
    lines.map((line) => line.product.id),
    view.language,
  )

  return lines.map((line, i) => {
    const { product, item } = line
    const summary = summaries.get(product.id)
    const parent = product.parent_id ? summaries.get(product.parent_id) : undefined
    const personalizations = personalizationsJson(line.stored.personalizations, line.definitions.get(product.id) ?? [], view.language)
    const base: CartItemAmounts = {
      finalPrice: line.unitFinal,
      retailPrice: line.unitRetail,
      discount: line.unitDiscount === null ? null : { retailPrice: line.unitDiscount },
      row: line.row,
      cartTotal: cartTotals[i] ?? 0,
    }
    return {
      itemId: item.id,
      productId: product.id,
      parentId: product.parent_id,
      sku: product.sku,
      qty: item.qty,
      options: {
        personalizations,
        customPriceOption:
          line.surcharge > 0
            ? {
                price: line.surcharge,
                skus: surchargeSkus(
                  line,
                  personalizations.map((p) => p.sku),
                ),
              }
            : null,
        reservation: line.stored.reservation,
      },
      bundleOptions:
        line.bundle?.map((choice) => {
          const main = summaries.get(choice.main)
          const selected = choice.selected ? summaries.get(choice.selected) : undefined
          return {
            main: { id: choice.main, sku: main?.sku ?? '', name: main?.name ?? '', format: main?.format ?? 'simple' },
            selected: selected ? { id: selected.id, sku: selected.sku, name: selected.name } : null,
            qty: choice.qty,
            options: {
              personalizations: personalizationsJson(choice.personalizations, line.definitions.get(choice.selected ?? choice.main) ?? [], view.language),
            },
          }
        }) ?? null,
      productData: {
        name: summary?.name ?? product.sku,
        slug: summary?.slug ?? '',
        parentSlug: parent?.slug ?? null,
        format: product.format,
        type: summary?.type ?? (product.format === 'eProduct' ? 'digital' : 'physical'),
        isPurchasable: product.is_purchasable === 1,
        available: product.available === 1 && product.archived === 0,
        taxRate: product.tax_rate,
        media: mediaOf(summary, parent),
        categories: (summary?.categories.length ? summary : parent)?.categories ?? [],
        configuration: configurations.get(product.id) ?? [],
      },
      prices: { base, converted: convert(base, view.rate) },
    }
  })
}

/** An amount set in another currency: every amount times `rate`, rounded to cents. */
function convert(amounts: CartItemAmounts, rate: number): CartItemAmounts {
  const at = (value: number) => cents(value * rate)
  return {
    finalPrice: at(amounts.finalPrice),
    retailPrice: at(amounts.retailPrice),
    discount: amounts.discount ? { retailPrice: at(amounts.discount.retailPrice) } : null,
    row: at(amounts.row),
    cartTotal: at(amounts.cartTotal),
  }
}

// A variant without images of its own shows its parent's.
function mediaOf(summary: ProductSummary | undefined, parent: ProductSummary | undefined): ProductSummary['media'] {
  return summary?.media.length ? summary.media : (parent?.media ?? [])
}

function surchargeSkus(line: PricedLine, own: string[]): string[] {
  const bundled = (line.bundle ?? []).flatMap((choice) =>
    choice.personalizations.flatMap((entry) => line.definitions.get(choice.selected ?? choice.main)?.find((d) => d.id === entry.optionId)?.sku ?? []),
  )
  return [...new Set([...own, ...bundled])]
}

/** The chosen option of each configurable attribute of the variants among `ids` ("Boja: Plava, Veličina: 62"). */
function variantConfigurations(
  db: Database.Database,
  ids: readonly number[],
  language: RequestLanguage,
): Map<number, Array<{ attributeCode: string; label: string; valueLabel: string }>> {
  const rows = all<{ product_id: number; code: string; label: string; option_label: string }>(
    db,
    `SELECT v.product_id, a.code, a.label, o.label AS option_label
       FROM product_attribute_values v
       JOIN products p ON p.id = v.product_id
       JOIN product_configurable_attributes ca ON ca.product_id = p.parent_id AND ca.attribute_id = v.attribute_id
       JOIN attributes a ON a.id = v.attribute_id
       JOIN attribute_options o ON o.id = v.option_id
      WHERE v.product_id IN (SELECT value FROM json_each(?))
      ORDER BY v.product_id, ca.position`,
    JSON.stringify([...new Set(ids)]),
  )
  const byProduct = new Map<number, Array<{ attributeCode: string; label: string; valueLabel: string }>>()
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? []
    list.push({
      attributeCode: row.code,
      label: storedText(row.label, language, row.code),
      valueLabel: storedText(row.option_label, language),
    })
    byProduct.set(row.product_id, list)
  }
  return byProduct
}
