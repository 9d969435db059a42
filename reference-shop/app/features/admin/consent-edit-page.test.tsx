import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { ConsentEditPage } from './consent-edit-page'
import type { ConsentAdminData } from './consent-admin.server'

const CONSENTS = [
  { id: 2, uniqueNumber: '1002', displayName: 'Privola za obradu osobnih podataka' },
  { id: 3, uniqueNumber: '1003', displayName: 'Želim primati newsletter s ponudama' },
  { id: 4, uniqueNumber: '1004', displayName: 'Privola za personalizirane ponude' },
]
const NEWSLETTER = {
  id: 1,
  slug: 'newsletter',
  formType: 'Newsletter' as const,
  consents: [
    { ...CONSENTS[0]!, required: true },
    { ...CONSENTS[1]!, required: true },
    { ...CONSENTS[2]!, required: false },
  ],
}

function renderPage(mayEdit = true) {
  const posted: Array<Record<string, string[]>> = []
  const data: ConsentAdminData = { state: { status: 'ready', consents: CONSENTS, assignments: [NEWSLETTER], error: null }, mayEdit }
  const action = async ({ request }: { request: Request }) => {
    const form = await request.formData()
    posted.push({
      formType: form.getAll('formType').map(String),
      consents: form.getAll('consents').map(String),
      requiredConsents: form.getAll('requiredConsents').map(String),
    })
    return { ok: true, messageKey: 'admin.consents.saved' }
  }
  renderWithShop(<ConsentEditPage data={data} assignment={NEWSLETTER} />, { path: '/admin/consent/newsletter', dataRoute: { action } })
  return { posted }
}

describe('ConsentEditPage', () => {
  it('shows every consent with the ones the form shows and the required ones ticked, the required ones starred', () => {
    renderPage()
    expect((screen.getByLabelText('Obavezna: Privola za obradu osobnih podataka') as HTMLInputElement).checked).toBe(true)
    expect((screen.getByLabelText('Obavezna: Privola za personalizirane ponude') as HTMLInputElement).checked).toBe(false)
    expect((screen.getByLabelText('Prikazana: Privola za personalizirane ponude') as HTMLInputElement).checked).toBe(true)
    expect(screen.getByText('Želim primati newsletter s ponudama *')).toBeTruthy()
  })

  it('refuses without a request a save that changes nothing, and a required consent the form does not show', async () => {
    const { posted } = renderPage()
    fireEvent.click(screen.getByRole('button', { name: 'Spremi' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Nema promjena za spremanje.')
    // Hiding a consent also stops requiring it; requiring it again while hidden is refused.
    fireEvent.click(screen.getByLabelText('Prikazana: Privola za obradu osobnih podataka'))
    expect((screen.getByLabelText('Obavezna: Privola za obradu osobnih podataka') as HTMLInputElement).checked).toBe(false)
    fireEvent.click(screen.getByLabelText('Obavezna: Privola za obradu osobnih podataka'))
    fireEvent.click(screen.getByRole('button', { name: 'Spremi' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Obavezna privola mora biti i odabrana.'))
    expect(posted).toEqual([])
  })

  it('posts the chosen consents in display order with the required ones to the route action', async () => {
    const { posted } = renderPage()
    fireEvent.click(screen.getByLabelText('Obavezna: Privola za personalizirane ponude'))
    fireEvent.click(screen.getByRole('button', { name: 'Spremi' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toEqual({ formType: ['Newsletter'], consents: ['1002', '1003', '1004'], requiredConsents: ['1002', '1003', '1004'] })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('lets an editor without consents:write see the consents but not change them', () => {
    renderPage(false)
    expect(screen.getByText('Za ovo vam nedostaje ovlast consents:write.')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Spremi' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByLabelText('Obavezna: Privola za personalizirane ponude') as HTMLInputElement).disabled).toBe(true)
  })
})
