import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useRef } from 'react'
import { RICH_TEXT_CLASS, RichTextPreview } from './rich-text-preview'
import { RichTextToolbar } from './rich-text-toolbar'

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
 * first render in the browser show the text read-only in the editor's place (RichTextPreview). The HTML it gives is
 * sanitised by the server when it is saved.
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
        class: `${RICH_TEXT_CLASS} focus:outline-none focus:ring-2 focus:ring-rose-400`,
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

  if (!editor) return <RichTextPreview html={value} labelledBy={labelledBy} />
  return (
    <div className="space-y-1.5">
      <RichTextToolbar editor={editor} disabled={!editable} />
      <EditorContent editor={editor} />
    </div>
  )
}
