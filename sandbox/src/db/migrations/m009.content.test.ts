import { describe, expect, it } from 'vitest'
import { openDatabase } from '../db.open'
import { contentTables } from './m009.content'
import { migrations } from './migrations.list'

describe('migration 9 (translation groups)', () => {
  it("puts each translation of a database made before it into its post's group, one translation per language", () => {
    const db = openDatabase(':memory:')
    try {
      for (const migration of migrations.filter((m) => m.version < 9)) db.exec(migration.up)
      db.exec(`INSERT INTO post_types (id, slug, name) VALUES (1, 'page', '{"hr":"Stranice","sl":"Strani"}');
        INSERT INTO posts (id, post_type_id, status, slug_main, published_at, created_at, updated_at) VALUES
          (1, 1, 'published', 'o-nama', 'x', 'x', 'x'), (2, 1, 'published', 'kontakt', 'x', 'x', 'x');
        INSERT INTO post_translations (post_id, language, title, slug) VALUES
          (1, 'hr', 'O nama', 'o-nama'), (1, 'sl', 'O nas', 'o-nas'), (2, 'hr', 'Kontakt', 'kontakt'), (2, 'sl', 'Kontakt', 'kontakt');`)

      db.exec(contentTables)

      expect(db.prepare('SELECT post_id, language, translation_group, meta FROM post_translations ORDER BY post_id, language').all()).toEqual([
        { post_id: 1, language: 'hr', translation_group: 'o-nama', meta: '{}' },
        { post_id: 1, language: 'sl', translation_group: 'o-nama', meta: '{}' },
        { post_id: 2, language: 'hr', translation_group: 'kontakt', meta: '{}' },
        { post_id: 2, language: 'sl', translation_group: 'kontakt', meta: '{}' },
      ])
      expect(db.prepare('SELECT fields, translation_group, translation_language FROM post_types').get()).toEqual({
        fields: '[]',
        translation_group: null,
        translation_language: null,
      })
      expect(() => db.prepare("UPDATE post_translations SET translation_group = 'o-nama' WHERE post_id = 2 AND language = 'sl'").run()).toThrow(/UNIQUE/)
    } finally {
      db.close()
    }
  })
})
