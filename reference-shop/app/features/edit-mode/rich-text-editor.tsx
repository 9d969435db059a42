import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useRef } from 'react'
import { RichTextToolbar } from './rich-text-toolbar'

/** The look of the text in the editor and in its place before the editor exists (paragraphs, lists, links). */
export const RICH_TEXT_CLASS =
  'space-y-2 text-sm leading-relaxed text-ink-700 [&_a]:font-semibold [&_a]:text-rose-600 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5'

// What the toolbar offers (bold, italic, links, bullet lists) on paragraphs: StarterKit without the blocks and marks a
// cookie notice has no button for, several of which the server's sanitiser would drop anyway (code, strike, underline).
const extensions = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // No empty paragraph kept after a list at the end: the notice would store it.
    trailingNode: false,
    // A click in the editor places the caret in a link instead of following it; the server sets rel="noopener".
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null } },
  }),
]

interface RichTextEditorProps {
  /** The HTML shown; a change from outside (Odustani, a save loaded again) replaces what the editor holds. */
  value: string
  /** The editor's HTML after each change, or '' when it is empty. */
  onChange(html: string): void
  /** The id of the element naming the field. */
  labelledBy: string
  /** False until the page has hydrated, and while a save is on its way. */
  editable: boolean
}

/**
 * A rich text field (Tiptap): paragraphs, bold, italic, links and bullet lists, with its toolbar. The server and the
 * first render in the browser show the text as HTML in the editor's place, read-only: ProseMirror needs the DOM, and
 * keys typed before the editor exists would be lost. The HTML it gives is sanitised by the server when it is saved.
 */
export function RichTextEditor({ value, onChange, labelledBy, editable }: RichTextEditorProps) {
  // The latest HTML the editor gave or was given: a value equal to it comes from the editor itself, not from outside.
  const current = useRef(value)
  const report = useRef(onChange)
  report.current = onChange
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: false,
    editable,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        class: `${RICH_TEXT_CLASS} min-h-20 rounded-xl bg-white p-3 ring-1 ring-ink-200 focus:outline-none focus:ring-2 focus:ring-rose-400`,
      },
    },
    onUpdate({ editor: changed }) {
      current.current = changed.isEmpty ? '' : changed.getHTML()
      report.current(current.current)
    },
  })

  useEffect(() => {
    if (!editor || value === current.current) return
    current.current = value
    editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])
  useEffect(() => editor?.setEditable(editable), [editor, editable])

  if (!editor) {
    return (
      <div
        role="textbox"
        aria-multiline="true"
        aria-readonly="true"
        aria-labelledby={labelledBy}
        className={`${RICH_TEXT_CLASS} min-h-20 rounded-xl bg-white p-3 ring-1 ring-ink-200`}
        // The element's text as the server sanitised it (cookie-text.server.ts), the same HTML the banner shows.
        dangerouslySetInnerHTML={{ __html: value }}
      />
    )
  }
  return (
    <div className="space-y-1.5">
      <RichTextToolbar editor={editor} disabled={!editable} />
      <EditorContent editor={editor} />
    </div>
  )
}
