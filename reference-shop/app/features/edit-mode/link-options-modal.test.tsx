import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { SavedLink } from '@vitrina/sdk/back-office'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithShop, type RecordedCall } from '../../testing/shop.fixture'
import type { ElementSaveOutcome } from './edit-element'
import { LINK_SEARCH_DEBOUNCE_MS, LinkOptionsModal } from './link-options-modal'

const PRODUCTS = [
  {
    type: 'product',
    id: 11,
    slug: 'kvarner-kids-nova-sportska-kolica',
    path: '/product/kvarner-kids-nova-sportska-kolica',
    title: 'Kvarner Kids Nova sportska kolica',
  },
  { type: 'product', id: 12, slug: 'kvarner-kids-kolica-duo', path: '/product/kvarner-kids-kolica-duo', title: 'Kvarner Kids kolica Duo' },
]
const TERMS = [
  { type: 'term', taxonomy: 'category', id: 3, slug: 'savjeti', path: '/objave/savjeti', title: 'Savjeti' },
  { type: 'term', taxonomy: 'tag', id: 9, slug: 'kolica', path: '/objave/kolica', title: 'kolica' },
]

/** The finder's answers: products and terms whose title holds the keywords. */
function finder(call: RecordedCall) {
  if (call.path !== '/api/v1/cms/finder/searchSlugs') return undefined
  const words = (call.query?.keywords ?? '').toLowerCase()
  const all = call.query?.types === 'term' ? TERMS : call.query?.types === 'product' ? PRODUCTS : []
  return Response.json({ data: all.filter((hit) => hit.title.toLowerCase().includes(words)) })
}

function renderModal(link?: Partial<SavedLink>, outcome: ElementSaveOutcome = { ok: true }) {
  const onSave = vi.fn(async (_saved: SavedLink) => outcome)
  const onClose = vi.fn()
  const view = renderWithShop(<LinkOptionsModal link={link} onSave={onSave} onClose={onClose} />, { backend: finder })
  const dialog = screen.getByRole('dialog', { name: 'Postavke poveznice' })
  return { ...view, dialog, onSave, onClose }
}

/** Waits for the search's answer, as the editor sees 'Tražim…' go. */
async function searchSettles() {
  await waitFor(() => expect(screen.queryByText('Tražim…')).toBeNull(), { timeout: 3000 })
}

const listed = (dialog: HTMLElement, kind: string) =>
  within(within(dialog).getByRole('listbox', { name: kind }))
    .queryAllByRole('option')
    .map((option) => option.textContent)

const searches = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/api/v1/cms/finder/searchSlugs').map((call) => call.query)

afterEach(() => {
  vi.useRealTimers()
})

describe('the link options modal', () => {
  it('points a new link at a product found by words, and saves it opening in a new tab', async () => {
    const { dialog, calls, onSave, onClose } = renderModal()
    fireEvent.change(within(dialog).getByLabelText('Naziv'), { target: { value: 'Kolica tjedna' } })
    fireEvent.change(within(dialog).getByLabelText('Poveznica vodi na'), { target: { value: 'product' } })
    expect(within(dialog).getByText('Tražim…')).toBeTruthy()
    await searchSettles()
    expect(listed(dialog, 'Proizvod')).toEqual(['Kvarner Kids Nova sportska kolica', 'Kvarner Kids kolica Duo'])

    // Typing narrows the list: one search after the pause, not one per key.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const search = within(dialog).getByLabelText('Traži: Proizvod')
    fireEvent.change(search, { target: { value: 'dU' } })
    fireEvent.change(search, { target: { value: 'duo' } })
    act(() => vi.advanceTimersByTime(LINK_SEARCH_DEBOUNCE_MS - 1))
    expect(searches(calls)).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    vi.useRealTimers()
    await searchSettles()
    expect(listed(dialog, 'Proizvod')).toEqual(['Kvarner Kids kolica Duo'])
    expect(searches(calls)).toEqual([
      { keywords: '', types: 'product', limit: '20' },
      { keywords: 'duo', types: 'product', limit: '20' },
    ])
    fireEvent.change(within(dialog).getByRole('listbox', { name: 'Proizvod' }), { target: { value: 'kvarner-kids-kolica-duo' } })
    expect(within(dialog).getByText('/product/kvarner-kids-kolica-duo')).toBeTruthy()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Spremi' }))
    await act(async () => {})
    expect(onSave).toHaveBeenCalledWith({
      title: 'Kolica tjedna',
      href: '/product/kvarner-kids-kolica-duo',
      target: '_blank',
      kind: 'product',
      slug: 'kvarner-kids-kolica-duo',
    })
    expect(onClose).toHaveBeenCalled()
  })

  it('lists only the category terms as blog categories', async () => {
    const { dialog } = renderModal()
    fireEvent.change(within(dialog).getByLabelText('Poveznica vodi na'), { target: { value: 'blogCategory' } })
    await searchSettles()
    expect(listed(dialog, 'Kategorija bloga')).toEqual(['Savjeti'])
  })

  it('opens a saved external link as one, and clearing the new-tab box saves it for the same tab', async () => {
    const { dialog, onSave } = renderModal({ title: 'Kontakt', href: '/kontakt', target: '_blank' })
    expect((within(dialog).getByLabelText('Poveznica vodi na') as HTMLSelectElement).value).toBe('external')
    expect((within(dialog).getByLabelText('Vanjska poveznica') as HTMLInputElement).value).toBe('/kontakt')
    const newTab = within(dialog).getByLabelText('Otvori u novoj kartici') as HTMLInputElement
    expect(newTab.checked).toBe(true)
    fireEvent.click(newTab)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spremi' }))
    await act(async () => {})
    expect(onSave).toHaveBeenCalledWith({ title: 'Kontakt', href: '/kontakt', target: '_self' })
  })

  it('keeps a saved product chosen when it opens, and an external link typed after it clears the choice', async () => {
    const { dialog, onSave } = renderModal({
      title: 'Kolica',
      href: '/product/kvarner-kids-nova-sportska-kolica',
      target: '_blank',
      kind: 'product',
      slug: 'kvarner-kids-nova-sportska-kolica',
    })
    await searchSettles()
    expect((within(dialog).getByRole('listbox', { name: 'Proizvod' }) as HTMLSelectElement).value).toBe('kvarner-kids-nova-sportska-kolica')
    fireEvent.change(within(dialog).getByLabelText('Poveznica vodi na'), { target: { value: 'external' } })
    fireEvent.change(within(dialog).getByLabelText('Vanjska poveznica'), { target: { value: 'https://example.com/katalog.pdf' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spremi' }))
    await act(async () => {})
    expect(onSave).toHaveBeenCalledWith({ title: 'Kolica', href: 'https://example.com/katalog.pdf', target: '_blank' })
  })

  it('refuses a link without a name or with a script address, and saves nothing', async () => {
    const { dialog, onSave, onClose } = renderModal()
    fireEvent.change(within(dialog).getByLabelText('Vanjska poveznica'), { target: { value: 'javascript:alert(1)' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spremi' }))
    await act(async () => {})
    expect(within(dialog).getByLabelText('Naziv').getAttribute('aria-invalid')).toBe('true')
    expect(within(dialog).getByLabelText('Vanjska poveznica').getAttribute('aria-invalid')).toBe('true')
    expect(onSave).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('says why a save was refused and stays open with the form as it was', async () => {
    const { dialog, onClose } = renderModal({ title: 'Kontakt', href: '/kontakt' }, { ok: false, messageKey: 'core.notifications.backofficeOnly' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spremi' }))
    await act(async () => {})
    expect(within(dialog).getByRole('alert').textContent).not.toBe('')
    expect(onClose).not.toHaveBeenCalled()
    expect((within(dialog).getByLabelText('Naziv') as HTMLInputElement).value).toBe('Kontakt')
  })

  it('says when the search failed', async () => {
    const onSave = vi.fn()
    renderWithShop(<LinkOptionsModal onSave={onSave} onClose={() => {}} />, {
      backend: (call) =>
        call.path === '/api/v1/cms/finder/searchSlugs' ? Response.json({ message: 'Internal server error.', statusCode: 500 }, { status: 500 }) : undefined,
    })
    const dialog = screen.getByRole('dialog', { name: 'Postavke poveznice' })
    fireEvent.change(within(dialog).getByLabelText('Poveznica vodi na'), { target: { value: 'page' } })
    await searchSettles()
    expect(within(dialog).getByText('Pretraga nije uspjela. Pokušajte ponovno.')).toBeTruthy()
  })
})
