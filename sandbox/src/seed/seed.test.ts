import type Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../auth/password.hash'
import { migrate } from '../db/db.migrate'
import { openDatabase } from '../db/db.open'
import { DEMO_ACCOUNTS, SEED_IDS } from './seed.constants'
import { SOCIAL_LINKS } from './seed.navigation'
import { seedDatabase } from './seed.run'

function seededDemo(): Database.Database {
  const db = openDatabase(':memory:')
  migrate(db, 0)
  seedDatabase(db, 'demo')
  return db
}

/**
 * Every row of every table, in rowid order, as one comparable value. The catalogue revision is random on
 * purpose (migration 7: databases changed differently must never share a listing index), so it is left out.
 */
function dump(db: Database.Database): Record<string, unknown[]> {
  const tables = db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'catalog_revision' ORDER BY name")
    .all() as { name: string; sql: string }[]
  // The search index's shadow tables are WITHOUT ROWID: they read in primary key order.
  const order = (sql: string) => (/WITHOUT ROWID/i.test(sql) ? '' : ' ORDER BY rowid')
  return Object.fromEntries(tables.map(({ name, sql }) => [name, db.prepare(`SELECT * FROM "${name}"${order(sql)}`).all()]))
}

let db: Database.Database
beforeAll(() => {
  db = seededDemo()
})
afterAll(() => db.close())

const count = (sql: string, ...params: unknown[]) => (db.prepare(sql).get(...params) as { n: number }).n

describe('the demo seed', () => {
  it('is deterministic: two seeds hold the same rows with the same ids', () => {
    const other = seededDemo()
    try {
      expect(dump(other)).toEqual(dump(db))
    } finally {
      other.close()
    }
  })

  it('has about 300 listed products of all four formats', () => {
    const listed = count('SELECT count(*) AS n FROM products WHERE visible = 1')
    expect(listed).toBeGreaterThanOrEqual(280)
    expect(listed).toBeLessThanOrEqual(340)
    const formats = (db.prepare('SELECT DISTINCT format FROM products WHERE visible = 1').all() as { format: string }[]).map((r) => r.format)
    expect(formats.sort()).toEqual(['bundle', 'configurable', 'eProduct', 'simple'])
  })

  it('gives every configurable product simple variants that differ in configurable attributes', () => {
    const configurables = db.prepare("SELECT id FROM products WHERE format = 'configurable'").all() as { id: number }[]
    expect(configurables.length).toBeGreaterThan(20)
    for (const { id } of configurables) {
      expect(count("SELECT count(*) AS n FROM products WHERE parent_id = ? AND format = 'simple' AND visible = 0", id)).toBeGreaterThan(1)
      expect(count('SELECT count(*) AS n FROM product_configurable_attributes WHERE product_id = ?', id)).toBeGreaterThan(0)
    }
  })

  it('has bundles with and without a configurable item', () => {
    const rows = db
      .prepare(
        `SELECT b.id, MAX(i.format = 'configurable') AS conf FROM products b JOIN bundle_items bi ON bi.bundle_id = b.id
         JOIN products i ON i.id = bi.product_id WHERE b.format = 'bundle' GROUP BY b.id`,
      )
      .all() as { conf: number }[]
    expect(rows.some((r) => r.conf === 1)).toBe(true)
    expect(rows.some((r) => r.conf === 0)).toBe(true)
  })

  it('has attributes of every layered-filter type, each used by products', () => {
    const types = db
      .prepare('SELECT a.type, count(v.id) AS used FROM attributes a LEFT JOIN product_attribute_values v ON v.attribute_id = a.id GROUP BY a.type')
      .all() as { type: string; used: number }[]
    expect(types.map((t) => t.type).sort()).toEqual(['date', 'dateTime', 'dropdown', 'multipleSelect', 'numberField', 'textSwatch', 'visualSwatch', 'yesNo'])
    for (const type of types) expect(type.used).toBeGreaterThan(0)
  })

  it('has the price-on-request categories 1028 and 1620 and the sale category akcija', () => {
    expect(count('SELECT count(*) AS n FROM categories WHERE id IN (1028, 1620) AND price_on_request = 1')).toBe(2)
    expect(count('SELECT count(*) AS n FROM product_categories WHERE category_id IN (1028, 1620)')).toBeGreaterThan(0)
    const sale = db
      .prepare(
        "SELECT c.id FROM categories c JOIN category_translations t ON t.category_id = c.id WHERE t.slug = 'akcija' AND t.language = 'hr' AND c.is_sale = 1",
      )
      .all()
    expect(sale).toHaveLength(1)
  })

  it('puts every discounted product on sale: in akcija, tagged popust, with a lowest price', () => {
    const discounted = db
      .prepare('SELECT id, retail_price, final_price, lowest_retail_price FROM products WHERE discount_retail_price IS NOT NULL AND parent_id IS NULL')
      .all() as Array<{
      id: number
      retail_price: number
      final_price: number
      lowest_retail_price: number | null
    }>
    expect(discounted.length).toBeGreaterThan(30)
    for (const product of discounted) {
      expect(product.final_price).toBeLessThan(product.retail_price)
      expect(product.lowest_retail_price).not.toBeNull()
      expect(count('SELECT count(*) AS n FROM product_categories WHERE product_id = ? AND category_id = 1900', product.id)).toBe(1)
      expect(count("SELECT count(*) AS n FROM product_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.product_id = ? AND t.name = 'popust'", product.id)).toBe(
        1,
      )
    }
  })

  it('has custom options of both types with values carrying a label and a sku', () => {
    const types = (db.prepare('SELECT DISTINCT option_type FROM product_custom_options').all() as { option_type: string }[]).map((r) => r.option_type)
    expect(types.sort()).toEqual(['number', 'text'])
    expect(count("SELECT count(*) AS n FROM product_custom_option_values WHERE sku = '' OR label = ''")).toBe(0)
  })

  it('translates every product and post into hr and sl only (content: en and de read hr)', () => {
    for (const [table, key, parent] of [
      ['product_translations', 'product_id', 'products'],
      ['post_translations', 'post_id', 'posts'],
    ] as const) {
      expect(count(`SELECT count(*) AS n FROM ${table}`)).toBe(2 * count(`SELECT count(*) AS n FROM ${parent}`))
      expect(count(`SELECT count(DISTINCT ${key}) AS n FROM ${table} WHERE language = 'sl'`)).toBe(count(`SELECT count(*) AS n FROM ${parent}`))
    }
  })

  it('writes every category and navigation item in hr, sl, en and de, categories in en and de under the hr slug', () => {
    for (const [table, key, text, parent] of [
      ['category_translations', 'category_id', 'name', 'categories'],
      ['navigation_item_translations', 'item_id', 'title', 'navigation_items'],
    ] as const) {
      for (const language of ['hr', 'sl', 'en', 'de']) {
        expect(count(`SELECT count(DISTINCT ${key}) AS n FROM ${table} WHERE language = ? AND ${text} <> ''`, language)).toBe(
          count(`SELECT count(*) AS n FROM ${parent}`),
        )
      }
    }
    const againstHr = (where: string) =>
      count(`SELECT count(*) AS n FROM category_translations t JOIN category_translations hr ON hr.category_id = t.category_id AND hr.language = 'hr'
              WHERE t.language IN ('en', 'de') AND ${where}`)
    expect(againstHr('t.slug <> hr.slug')).toBe(0)
    expect(againstHr('t.name = hr.name')).toBe(0)
  })

  it('has the layout elements in every request language and an en and de title for every page', () => {
    expect(count("SELECT count(*) AS n FROM cms_elements WHERE handler IN ('header-section', 'footer-section', 'cookie-section')")).toBe(12)
    const pages = count("SELECT count(*) AS n FROM posts p JOIN post_types pt ON pt.id = p.post_type_id WHERE pt.slug = 'page'")
    expect(count("SELECT count(*) AS n FROM post_title_translations WHERE language = 'en'")).toBe(pages)
    expect(count("SELECT count(*) AS n FROM post_title_translations WHERE language = 'de'")).toBe(pages)
  })

  it('gives the footer in every request language a video on the shop’s YouTube channel, with a seeded picture as its cover', () => {
    const rows = db
      .prepare("SELECT language, json_extract(meta, '$.video') AS video FROM cms_elements WHERE handler = 'footer-section' ORDER BY language")
      .all() as Array<{
      language: string
      video: string
    }>
    expect(rows.map((row) => row.language)).toEqual(['de', 'en', 'hr', 'sl'])
    const channel = new URL(SOCIAL_LINKS.find((link) => link.network === 'youtube')!.url)
    const titles = new Set<string>()
    for (const row of rows) {
      const video = JSON.parse(row.video) as { title: string; href: string; cover: { mediaId: number; url: string; alt: string } }
      titles.add(video.title)
      expect(new URL(video.href).host).toBe(channel.host)
      expect(video.cover.alt).not.toBe('')
      const medium = db.prepare('SELECT slug, extension FROM media WHERE id = ?').get(video.cover.mediaId) as { slug: string; extension: string } | undefined
      expect(medium, `the cover of the ${row.language} footer`).toBeDefined()
      expect(video.cover.url).toBe(`/media/7/${video.cover.mediaId}/Large/${medium!.slug}.${medium!.extension}`)
    }
    // Each language names the video in its own words.
    expect(titles.size).toBe(4)
  })

  it('labels every attribute, option, custom option, consent and delivery and payment method in every request language', () => {
    const columns = [
      ['attributes', 'label'],
      ['attribute_options', 'label'],
      ['product_custom_options', 'title'],
      ['product_custom_option_values', 'label'],
      ['consents', 'display_name'],
      ['consents', 'description'],
      ['delivery_methods', 'name'],
      ['delivery_methods', 'description'],
      ['payment_methods', 'name'],
      ['payment_methods', 'description'],
    ] as const
    for (const [table, column] of columns) {
      for (const language of ['hr', 'sl', 'en', 'de']) {
        expect(
          count(`SELECT count(*) AS n FROM ${table} WHERE coalesce(json_extract(${column}, '$.' || ?), '') = ''`, language),
          `${table}.${column} in ${language}`,
        ).toBe(0)
      }
    }
  })

  it('stores the demo passwords as scrypt hashes that verify', () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const { password_hash } = db.prepare('SELECT password_hash FROM users WHERE email = ?').get(account.email) as { password_hash: string }
      expect(password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
      expect(password_hash).not.toContain(account.password)
      expect(verifyPassword(account.password, password_hash)).toBe(true)
      expect(verifyPassword(`${account.password}x`, password_hash)).toBe(false)
    }
  })

  it('gives the shopper details, two addresses, a member card and nine past orders with items and history details', () => {
    const shopper = db.prepare('SELECT * FROM users WHERE email = ?').get(DEMO_ACCOUNTS.shopper.email) as {
      id: number
      member_card_barcode: string
      is_backoffice_user: number
    }
    expect(shopper.is_backoffice_user).toBe(0)
    expect((db.prepare('SELECT type FROM user_addresses WHERE user_id = ? ORDER BY id').all(shopper.id) as { type: string }[]).map((r) => r.type)).toEqual([
      'main',
      'shipping',
    ])
    expect(count("SELECT count(*) AS n FROM member_cards WHERE barcode = ? AND status = 'active'", shopper.member_card_barcode)).toBe(1)
    expect(count('SELECT count(*) AS n FROM documents WHERE user_id = ?', shopper.id)).toBe(9)
    expect(
      count('SELECT count(*) AS n FROM documents d WHERE user_id = ? AND NOT EXISTS (SELECT 1 FROM document_items i WHERE i.document_id = d.id)', shopper.id),
    ).toBe(0)
    // Order history (spec §2): every payment status, the delivery statuses, '+N' rows, and the stored history parts.
    const statuses = (column: string) =>
      (db.prepare(`SELECT DISTINCT ${column} AS s FROM documents WHERE user_id = ? ORDER BY 1`).all(shopper.id) as { s: string }[]).map((r) => r.s)
    expect(statuses('payment_status')).toEqual(['notApplicable', 'notPaid', 'overpaid', 'paid', 'ptPaid', 'ready', 'scheduled', 'transferred'])
    expect(statuses('delivery_status')).toEqual(['confirmed', 'notSent', 'ready', 'scheduled', 'sent'])
    const itemCounts = (db.prepare('SELECT count(*) AS n FROM document_items GROUP BY document_id').all() as { n: number }[]).map((r) => r.n)
    expect(itemCounts).toEqual(expect.arrayContaining([4, 6]))
    expect(count('SELECT count(*) AS n FROM documents WHERE extended_details IS NULL OR item_images IS NULL')).toBe(0)
    // The first three orders keep the numbers (and ids) of seed version 1; checkout's next number stays 2026-000143.
    expect(db.prepare('SELECT id, number FROM documents WHERE id <= 3 ORDER BY id').all()).toEqual([
      { id: 1, number: '2026-000101' },
      { id: 2, number: '2026-000117' },
      { id: 3, number: '2026-000142' },
    ])
    expect((db.prepare("SELECT max(number) AS n FROM documents WHERE number LIKE '2026-%'").get() as { n: string }).n).toBe('2026-000142')
    const editor = db.prepare('SELECT is_backoffice_user, scope FROM users WHERE email = ?').get(DEMO_ACCOUNTS.editor.email) as {
      is_backoffice_user: number
      scope: string
    }
    expect(editor.is_backoffice_user).toBe(1)
    expect(JSON.parse(editor.scope)).toContain('backoffice')
  })

  it('has the payment methods cash (no type), card (HPF) and PayPal, and a pickup delivery with branches', () => {
    expect(db.prepare('SELECT code, payment_type FROM payment_methods ORDER BY position').all()).toEqual([
      { code: 'cash', payment_type: null },
      { code: 'card', payment_type: 'HPF' },
      { code: 'paypal', payment_type: 'PayPal' },
    ])
    expect(
      count("SELECT count(*) AS n FROM delivery_method_branches b JOIN delivery_methods d ON d.id = b.delivery_method_id WHERE d.code = 'pickup'"),
    ).toBeGreaterThan(1)
  })

  it('has member cards with valid EAN-13 check digits, coupons and consent assignments for every form type', () => {
    for (const { barcode } of db.prepare('SELECT barcode FROM member_cards').all() as { barcode: string }[]) {
      const digits = [...barcode].map(Number)
      expect(digits.reduce((sum, digit, i) => sum + digit * (i % 2 === 0 ? 1 : 3), 0) % 10).toBe(0)
    }
    expect((db.prepare('SELECT code FROM coupons ORDER BY id').all() as { code: string }[]).map((r) => r.code)).toEqual([
      'DOBRODOSLI10',
      'POPUST5',
      'ISTEKAO20',
      'ISKORISTEN15',
    ])
    expect((db.prepare('SELECT assigned_to FROM consent_assignments ORDER BY id').all() as { assigned_to: string }[]).map((r) => r.assigned_to)).toEqual([
      'Newsletter',
      'Contact',
      'Register',
      'Checkout',
      'Address',
      'Product availability',
    ])
  })

  it('has the price-enquiry form with validated fields, posts, pages and events', () => {
    const fields = db
      .prepare("SELECT f.key, f.validation FROM form_fields f JOIN forms ON forms.id = f.form_id WHERE forms.slug = 'cijena-na-upit' ORDER BY position")
      .all() as { key: string; validation: string }[]
    expect(fields.map((f) => f.key)).toContain('proizvod')
    expect(JSON.parse(fields[0]!.validation)).toEqual(['required', 'max:255'])
    expect(count("SELECT count(*) AS n FROM posts p JOIN post_types t ON t.id = p.post_type_id WHERE t.slug = 'post'")).toBe(20)
    expect(
      count("SELECT count(*) AS n FROM post_translations WHERE language = 'hr' AND slug IN ('o-nama', 'politika-kolacica', 'uvjeti-kupnje', 'kontakt')"),
    ).toBe(4)
    expect(count('SELECT count(*) AS n FROM events')).toBe(6)
  })

  it('holds the example products, coupons and cards that SEED_IDS names', () => {
    const product = (sku: string) =>
      db.prepare('SELECT p.id, p.format, p.visible, p.is_purchasable, p.available, p.discount_retail_price FROM products p WHERE sku = ?').get(sku) as
        | { id: number; format: string; visible: number; is_purchasable: number; available: number; discount_retail_price: number | null }
        | undefined
    const { products } = SEED_IDS
    for (const sku of [products.simple, products.cheapSimple, products.discountedSimple]) {
      expect(product(sku)).toMatchObject({ format: 'simple', visible: 1, is_purchasable: 1, available: 1 })
    }
    expect(product(products.simple)?.discount_retail_price).toBeNull()
    expect(product(products.discountedSimple)?.discount_retail_price).not.toBeNull()
    expect(product(products.configurable)?.format).toBe('configurable')
    expect(product(products.configurableByColour)?.format).toBe('configurable')
    const itemFormats = (sku: string) =>
      (
        db.prepare('SELECT i.format FROM bundle_items b JOIN products i ON i.id = b.product_id WHERE b.bundle_id = ?').all(product(sku)!.id) as {
          format: string
        }[]
      ).map((r) => r.format)
    expect(itemFormats(products.bundleWithConfigurable)).toContain('configurable')
    expect(itemFormats(products.bundleWithoutConfigurable).every((format) => format === 'simple')).toBe(true)
    expect(itemFormats(products.bundleWithEProduct)).toContain('eProduct')
    expect(itemFormats(products.bundleWithEProduct)).not.toContain('configurable')
    expect(product(products.giftCard)?.format).toBe('eProduct')
    expect(product(products.eBook)?.format).toBe('eProduct')
    for (const sku of products.priceOnRequest) {
      expect(count('SELECT count(*) AS n FROM product_categories WHERE product_id = ? AND category_id IN (1028, 1620)', product(sku)!.id)).toBe(1)
    }
    for (const code of Object.values(SEED_IDS.coupons)) expect(count('SELECT count(*) AS n FROM coupons WHERE code = ?', code)).toBe(1)
    expect(db.prepare('SELECT barcode, status, valid_until < ? AS expired FROM member_cards ORDER BY id').all('2026-06-01')).toEqual([
      { barcode: SEED_IDS.memberCards.shopper, status: 'active', expired: 0 },
      { barcode: SEED_IDS.memberCards.valid, status: 'active', expired: 0 },
      { barcode: SEED_IDS.memberCards.otherValid, status: 'active', expired: 0 },
      { barcode: SEED_IDS.memberCards.blocked, status: 'blocked', expired: 0 },
      { barcode: SEED_IDS.memberCards.expired, status: 'active', expired: 1 },
      { barcode: SEED_IDS.memberCards.serviceUnavailable, status: 'active', expired: 0 },
    ])
  })
})
