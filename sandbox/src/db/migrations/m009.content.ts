/**
 * Migration 9: content editing in the back office (docs/contract.md "Posts, page templates and translation links").
 *
 * A post row of migration 1 holds its translations (one `post_translations` row per language), and `posts.slug_main`
 * was the only thing relating them. The link calls relate translations of different posts (an hr page written first,
 * an sl page made later), so the group moves onto the translation: each translation row names its group, and a group
 * holds at most one translation per language. Existing rows start in their post's group, so every seeded post keeps
 * its hr and sl together under its `slug_main`.
 */
export const contentTables = /* sql */ `
ALTER TABLE post_translations ADD COLUMN translation_group TEXT NOT NULL DEFAULT '';
UPDATE post_translations SET translation_group = (SELECT slug_main FROM posts WHERE posts.id = post_translations.post_id);
CREATE UNIQUE INDEX post_translations_group_language ON post_translations (translation_group, language);

-- Free fields of a post in one language (the values of its page template's fields); JSON object.
ALTER TABLE post_translations ADD COLUMN meta TEXT NOT NULL DEFAULT '{}';

-- The post marked as the original of a translation group (link/masters). A group has no row until one is marked.
CREATE TABLE post_group_masters (
  translation_group TEXT PRIMARY KEY,
  post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE
);

-- Page templates: the fields a post of the type fills in (JSON [{ key, type, label }]), and the type's translations.
-- A linked type has a group (the id of the type the group was linked through) and the language it serves in it;
-- an unlinked type (the seeded ones) has neither.
ALTER TABLE post_types ADD COLUMN fields TEXT NOT NULL DEFAULT '[]';
ALTER TABLE post_types ADD COLUMN translation_group INTEGER;
ALTER TABLE post_types ADD COLUMN translation_language TEXT;
CREATE UNIQUE INDEX post_types_group_language ON post_types (translation_group, translation_language);
`
