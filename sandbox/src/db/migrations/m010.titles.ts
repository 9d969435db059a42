/**
 * Migration 10: page titles in en and de (docs/contract.md "Languages").
 *
 * Posts are content, translated into hr and sl; en and de read a post's hr translation. A page's title is chrome as
 * well, though (the navigation links to it and the page heading repeats it), so a post may have a title of its own in
 * a language it has no translation in. Only the title: slug, excerpt and body keep falling back to hr, and the
 * translation groups of migration 9 do not see these rows.
 */
export const titleTables = /* sql */ `
CREATE TABLE post_title_translations (
  post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  meta_title TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (post_id, language)
);
`
