/** The look of rich text in edit mode, in the editor and in its place before the editor exists (paragraphs, lists, links). */
export const RICH_TEXT_CLASS =
  'min-h-20 space-y-2 rounded-xl bg-white p-3 text-sm leading-relaxed text-ink-700 ring-1 ring-ink-200 [&_a]:font-semibold [&_a]:text-rose-600 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5'

/**
 * A rich text field's HTML, read-only, where its editor will be: in the server's HTML and until the editor is loaded
 * and created (ProseMirror needs the DOM, and keys typed before it exists would be lost).
 */
export function RichTextPreview({ html, labelledBy }: { html: string; labelledBy: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: it stands where the editor's contenteditable textbox will be, with the same role and name
    // biome-ignore lint/a11y/useFocusableInteractive: read-only until the editor replaces it; a focus here would be lost then
    <div
      role="textbox"
      aria-multiline="true"
      aria-readonly="true"
      aria-labelledby={labelledBy}
      className={RICH_TEXT_CLASS}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the element's text as the server sanitised it (cookie-text.server.ts), the same HTML the page shows.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
