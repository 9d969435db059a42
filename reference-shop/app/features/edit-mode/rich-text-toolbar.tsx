import { useLingui } from '@lingui/react/macro'
import { useEditorState, type Editor } from '@tiptap/react'
import { useId, useState, type ReactNode } from 'react'

/** The addresses a link may have: the ones the server's sanitiser keeps (http, https, mailto, tel, a shop path). */
const LINK_ADDRESS = /^(https?:\/\/\S+|mailto:\S+|tel:[+\d][\d\s/-]*|\/(?!\/)\S*)$/i

/**
 * The rich text editor's toolbar: bold, italic and bullet list toggles (pressed while the selection has them), and
 * Poveznica, which asks for the selected text's address (or, with no selection, inserts the address as a link) and can
 * remove the link the caret is in. An address the shop would not keep is refused with the reason, and the form stays.
 */
export function RichTextToolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { t } = useLingui()
  const inputId = useId()
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
    }),
  })
  const [address, setAddress] = useState<string | null>(null)
  const [refused, setRefused] = useState(false)

  function openLinkForm() {
    setAddress(state.href)
    setRefused(false)
  }

  function applyLink() {
    const href = (address ?? '').trim()
    if (!LINK_ADDRESS.test(href)) {
      setRefused(true)
      return
    }
    const chain = editor.chain().focus()
    if (editor.state.selection.empty && !state.link) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run()
    else chain.extendMarkRange('link').setLink({ href }).run()
    setAddress(null)
  }

  function removeLink() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run()
    setAddress(null)
  }

  return (
    <div className="space-y-1.5">
      <div role="toolbar" aria-label={t`Oblikovanje teksta`} className="flex flex-wrap gap-1">
        <ToolbarButton label={t`Podebljano`} pressed={state.bold} disabled={disabled} onClick={() => editor.chain().focus().toggleBold().run()}>
          <b>B</b>
        </ToolbarButton>
        <ToolbarButton label={t`Kurziv`} pressed={state.italic} disabled={disabled} onClick={() => editor.chain().focus().toggleItalic().run()}>
          <i className="font-serif">I</i>
        </ToolbarButton>
        <ToolbarButton
          label={t`Popis s oznakama`}
          pressed={state.bulletList}
          disabled={disabled}
          onClick={() => editor.chain().focus().toggleBulletList().run()}
        >
          •≡
        </ToolbarButton>
        <ToolbarButton label={t`Poveznica`} pressed={state.link} disabled={disabled} onClick={openLinkForm}>
          {/* Drawn, not the emoji, which a system without an emoji font shows as an empty box. */}
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            className="size-4"
          >
            <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
            <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
          </svg>
        </ToolbarButton>
      </div>
      {address !== null && (
        <div className="flex flex-wrap items-center gap-2 rounded-xl bg-cream-50 p-2 text-sm">
          <label htmlFor={inputId} className="font-semibold text-ink-700">
            {t`Adresa poveznice`}
          </label>
          <input
            id={inputId}
            value={address}
            placeholder="https://"
            aria-invalid={refused}
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              applyLink()
            }}
            className="min-w-48 flex-1 rounded-lg border border-ink-200 px-2 py-1"
          />
          <button type="button" onClick={applyLink} className="rounded-full bg-ink-900 px-3 py-1 font-bold text-white">
            {t`Primijeni`}
          </button>
          {state.link && (
            <button type="button" onClick={removeLink} className="rounded-full border border-ink-200 px-3 py-1 font-bold">
              {t`Ukloni poveznicu`}
            </button>
          )}
          <button type="button" onClick={() => setAddress(null)} className="rounded-full px-3 py-1 font-bold text-ink-600">
            {t`Zatvori`}
          </button>
          {refused && (
            <p role="alert" className="w-full text-rose-700">
              {t`Adresa mora počinjati s https://, http://, mailto:, tel: ili / (stranica trgovine).`}
            </p>
          )}
        </div>
      )}
    </div>
  )
}

interface ToolbarButtonProps {
  label: string
  pressed: boolean
  disabled: boolean
  onClick(): void
  children: ReactNode
}

function ToolbarButton({ label, pressed, disabled, onClick, children }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // The editor keeps its selection: a mouse press on the button would otherwise take the focus (and the selection) away first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="grid size-8 place-items-center rounded-lg border border-ink-200 bg-white text-sm text-ink-800 hover:border-rose-400 disabled:opacity-50 aria-pressed:border-rose-500 aria-pressed:bg-rose-50 aria-pressed:text-rose-700"
    >
      <span aria-hidden="true">{children}</span>
    </button>
  )
}
