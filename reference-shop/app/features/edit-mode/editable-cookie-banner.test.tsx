import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { CmsElement } from '@vitrina/sdk'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import type { ElementSave, ElementSaveOutcome } from './edit-element'
import { EditableCookieBanner } from './editable-cookie-banner'

const META = {
  title: 'Koristimo kolačiće',
  text: 'Nužni kolačići omogućuju košaricu i prijavu.',
  policyLink: { title: 'Politika kolačića', href: '/politika-kolacica' },
  acceptLabel: 'Dopusti kolačiće',
  categories: ['necessary', 'marketing', 'analytics'],
}
const ELEMENT = { id: 5, handler: 'cookie-section', title: 'Kolačići', meta: META } as unknown as CmsElement

// jsdom lays nothing out, and its ranges cannot be measured: ProseMirror measures the selection to scroll it into view.
const measuring = { getClientRects: Range.prototype.getClientRects, getBoundingClientRect: Range.prototype.getBoundingClientRect }
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList
  Range.prototype.getBoundingClientRect = () => new DOMRect()
})
afterAll(() => {
  Object.assign(Range.prototype, measuring)
})

let saves: ElementSave[]
let answer: { status: number; outcome: ElementSaveOutcome }

beforeEach(() => {
  saves = []
  answer = { status: 200, outcome: { ok: true } }
  // Edit mode's save goes to the shop's own server (/__edit/element), not through the SDK.
  vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
    saves.push(JSON.parse(init.body as string) as ElementSave)
    return Response.json(answer.outcome, { status: answer.status })
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

async function renderBanner() {
  const view = renderWithShop(<EditableCookieBanner element={ELEMENT} />, { dataRoute: {} })
  const banner = screen.getByRole('region', { name: 'Obavijest o kolačićima' })
  // The rich text editor exists once its chunk is loaded and the page has hydrated (ProseMirror needs the DOM): its
  // toolbar shows then. The first import here transforms Tiptap.
  await within(banner).findByRole('toolbar', { name: 'Oblikovanje teksta' }, { timeout: 15_000 })
  return { ...view, banner }
}

const textbox = (banner: HTMLElement, name: string) => within(banner).getByRole('textbox', { name }) as HTMLInputElement

/** Selects `word` in the rich text editor, as a double click would. */
function selectWord(editor: HTMLElement, word: string) {
  const node = [...editor.querySelectorAll('p, li')].flatMap((block) => [...block.childNodes]).find((child) => child.textContent?.includes(word))!
  const start = node.textContent!.indexOf(word)
  const range = document.createRange()
  range.setStart(node, start)
  range.setEnd(node, start + word.length)
  act(() => {
    editor.focus()
    document.getSelection()!.removeAllRanges()
    document.getSelection()!.addRange(range)
    document.dispatchEvent(new Event('selectionchange'))
  })
}

// The first test imports the editor's chunk (Tiptap), which on two busy cores outlasts vitest's 5 s.
describe('the cookie banner in edit mode', { timeout: 20_000 }, () => {
  it('shows the title, the text, the policy link and the button label as fields, with nothing to save yet', async () => {
    const { banner } = await renderBanner()

    expect(textbox(banner, 'Naslov obavijesti o kolačićima').value).toBe('Koristimo kolačiće')
    expect(textbox(banner, 'Tekst').innerHTML).toBe('<p>Nužni kolačići omogućuju košaricu i prijavu.</p>')
    expect(textbox(banner, 'Gumb').value).toBe('Dopusti kolačiće')
    expect(within(banner).getByText('/politika-kolacica')).toBeTruthy()
    expect(within(banner).getByRole('button', { name: 'Objavi' })).toHaveProperty('disabled', true)
    expect(within(banner).getByRole('button', { name: 'Odustani' })).toHaveProperty('disabled', true)
  })

  it('saves the new title, button label and a word made bold into the element’s meta, keeping its other keys', async () => {
    const { banner } = await renderBanner()
    fireEvent.change(textbox(banner, 'Naslov obavijesti o kolačićima'), { target: { value: '  Kolačići na Vitrini ' } })
    fireEvent.change(textbox(banner, 'Gumb'), { target: { value: 'U redu' } })
    selectWord(textbox(banner, 'Tekst'), 'košaricu')
    fireEvent.click(within(banner).getByRole('button', { name: 'Podebljano' }))
    expect(within(banner).getByRole('button', { name: 'Podebljano' }).getAttribute('aria-pressed')).toBe('true')

    fireEvent.click(within(banner).getByRole('button', { name: 'Objavi' }))

    await within(banner).findByText('Spremljeno.')
    expect(saves).toEqual([
      {
        id: 5,
        meta: { ...META, title: 'Kolačići na Vitrini', acceptLabel: 'U redu', text: '<p>Nužni kolačići omogućuju <strong>košaricu</strong> i prijavu.</p>' },
      },
    ])
  })

  it('makes a bullet list and a link of the text with the toolbar, and refuses a javascript: address', async () => {
    const { banner } = await renderBanner()
    selectWord(textbox(banner, 'Tekst'), 'prijavu')
    fireEvent.click(within(banner).getByRole('button', { name: 'Poveznica' }))
    fireEvent.change(within(banner).getByLabelText('Adresa poveznice'), { target: { value: 'javascript:alert(1)' } })
    fireEvent.click(within(banner).getByRole('button', { name: 'Primijeni' }))
    expect(within(banner).getByRole('alert').textContent).toMatch(/^Adresa mora počinjati s https:\/\//)

    fireEvent.change(within(banner).getByLabelText('Adresa poveznice'), { target: { value: '/prijava' } })
    fireEvent.click(within(banner).getByRole('button', { name: 'Primijeni' }))
    fireEvent.click(within(banner).getByRole('button', { name: 'Popis s oznakama' }))
    fireEvent.click(within(banner).getByRole('button', { name: 'Objavi' }))

    await within(banner).findByText('Spremljeno.')
    expect(saves[0]?.meta.text).toBe('<ul><li><p>Nužni kolačići omogućuju košaricu i <a href="/prijava">prijavu</a>.</p></li></ul>')
  })

  it('brings back the saved texts with Odustani', async () => {
    const { banner } = await renderBanner()
    fireEvent.change(textbox(banner, 'Naslov obavijesti o kolačićima'), { target: { value: 'Drugi naslov' } })
    selectWord(textbox(banner, 'Tekst'), 'Nužni')
    fireEvent.click(within(banner).getByRole('button', { name: 'Kurziv' }))
    expect(textbox(banner, 'Tekst').innerHTML).toContain('<em>Nužni</em>')

    fireEvent.click(within(banner).getByRole('button', { name: 'Odustani' }))

    expect(textbox(banner, 'Naslov obavijesti o kolačićima').value).toBe('Koristimo kolačiće')
    await waitFor(() => expect(textbox(banner, 'Tekst').innerHTML).toBe('<p>Nužni kolačići omogućuju košaricu i prijavu.</p>'))
    expect(within(banner).getByRole('button', { name: 'Objavi' })).toHaveProperty('disabled', true)
    expect(saves).toEqual([])
  })

  it('changes the policy link through the link options modal and saves it with the rest', async () => {
    const { banner } = await renderBanner()
    fireEvent.click(within(banner).getByRole('button', { name: 'Uredi poveznicu Politika kolačića' }))
    const dialog = screen.getByRole('dialog', { name: 'Postavke poveznice' })
    fireEvent.change(within(dialog).getByLabelText('Naziv'), { target: { value: 'Više o kolačićima' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spremi' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Postavke poveznice' })).toBeNull())
    expect(saves).toEqual([])

    fireEvent.click(within(banner).getByRole('button', { name: 'Objavi' }))

    await within(banner).findByText('Spremljeno.')
    expect(saves[0]?.meta.policyLink).toMatchObject({ title: 'Više o kolačićima', href: '/politika-kolacica' })
  })

  it('says why a save was refused and keeps the draft', async () => {
    answer = { status: 403, outcome: { ok: false, messageKey: 'core.notifications.backofficeOnly' } }
    const { banner } = await renderBanner()
    fireEvent.change(textbox(banner, 'Gumb'), { target: { value: 'U redu' } })

    fireEvent.click(within(banner).getByRole('button', { name: 'Objavi' }))

    await within(banner).findByText('Prijava je dopuštena samo korisnicima administracije.')
    expect(textbox(banner, 'Gumb').value).toBe('U redu')
  })
})
