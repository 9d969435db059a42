import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { layoutElement, stubElementSaves } from '../../testing/element-save.fixture'
import { renderWithShop } from '../../testing/shop.fixture'
import { EditableFooterContact, EditableFooterCopyright } from './editable-footer-texts'

const META = {
  infoText: 'Vitrina je obiteljska trgovina.',
  copyright: '© 2026 Vitrina d.o.o.',
  contact: { phone: '+385 1 4000 100', email: 'info@vitrina.test', address: 'Ilica 45, 10000 Zagreb', fax: '01 4000 101' },
  socials: [{ network: 'youtube', href: 'https://www.youtube.com/@vitrina.test' }],
}

// A data router: a save loads the page's data again (useRevalidator).
const render = (ui: React.ReactNode) => renderWithShop(ui, { dataRoute: {} })

function openContactForm() {
  render(
    <EditableFooterContact element={layoutElement('footer-section', META)}>
      <p>Ilica 45</p>
    </EditableFooterContact>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Uredi kontakt' }))
  return screen.getByRole('group', { name: 'Kontakt u podnožju' })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the footer’s contact lines in edit mode', () => {
  it('refuses a phone with letters and an e-mail that is none, says why under each field, and saves nothing', async () => {
    const saves = stubElementSaves()
    const form = openContactForm()
    fireEvent.change(within(form).getByLabelText('Telefon'), { target: { value: '01 CALL NOW' } })
    fireEvent.change(within(form).getByLabelText('E-mail adresa'), { target: { value: 'info@vitrina' } })
    fireEvent.click(screen.getByRole('button', { name: 'Spremi' }))

    const phone = within(form).getByLabelText('Telefon')
    expect(phone.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Telefon smije imati samo znamenke, razmake, + na početku i znakove ( ) / - .',
    )
    const email = within(form).getByLabelText('E-mail adresa')
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Upišite e-mail adresu u obliku ime@domena.hr.')
    expect(document.activeElement).toBe(phone)
    expect(within(form).getByLabelText('Adresa').getAttribute('aria-invalid')).toBeNull()

    // Too few digits to call is refused too.
    fireEvent.change(phone, { target: { value: '+385 1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Spremi' }))
    expect(within(form).getByText('Telefon mora imati od 6 do 15 znamenki.')).toBeTruthy()
    expect(saves).toEqual([])
  })

  it('saves the trimmed lines into meta.contact, keeping the footer’s other content and contact keys, and closes', async () => {
    const saves = stubElementSaves()
    const form = openContactForm()
    fireEvent.change(within(form).getByLabelText('Telefon'), { target: { value: ' (021) 555-010 ' } })
    fireEvent.change(within(form).getByLabelText('E-mail adresa'), { target: { value: 'split@vitrina.test' } })
    fireEvent.change(within(form).getByLabelText('Adresa'), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Spremi' }))

    await screen.findByText('Spremljeno.')
    expect(saves).toEqual([{ id: 4, meta: { ...META, contact: { phone: '(021) 555-010', email: 'split@vitrina.test', address: '', fax: '01 4000 101' } } }])
    expect(screen.queryByRole('group', { name: 'Kontakt u podnožju' })).toBeNull()
    expect(screen.getByText('Ilica 45')).toBeTruthy()
  })

  it('closes without saving on Odustani, and opens again with the saved texts', () => {
    const saves = stubElementSaves()
    const form = openContactForm()
    fireEvent.change(within(form).getByLabelText('Telefon'), { target: { value: 'abc' } })
    fireEvent.click(screen.getByRole('button', { name: 'Odustani' }))
    expect(screen.queryByRole('group', { name: 'Kontakt u podnožju' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Uredi kontakt' }))
    expect((screen.getByLabelText('Telefon') as HTMLInputElement).value).toBe('+385 1 4000 100')
    expect(saves).toEqual([])
  })
})

describe('the footer’s copyright in edit mode', () => {
  it('offers Uredi where the footer has no copyright yet, and opens the field empty', () => {
    render(<EditableFooterCopyright element={layoutElement('footer-section', { infoText: META.infoText })}>{undefined}</EditableFooterCopyright>)
    expect(screen.queryByRole('button', { name: 'Spremi' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Uredi autorska prava' }))
    expect((screen.getByLabelText('Autorska prava') as HTMLInputElement).value).toBe('')
  })

  it('saves the new line into meta.copyright and keeps the form open with the reason when the save is refused', async () => {
    const saves = stubElementSaves({ ok: false, messageKey: 'core.notifications.somethingWentWrong' })
    render(
      <EditableFooterCopyright element={layoutElement('footer-section', META)}>
        <p>{META.copyright}</p>
      </EditableFooterCopyright>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Uredi autorska prava' }))
    const field = screen.getByLabelText('Autorska prava') as HTMLInputElement
    expect(field.value).toBe(META.copyright)
    fireEvent.change(field, { target: { value: '© 2027 Vitrina d.o.o.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Spremi' }))

    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]).toEqual({ id: 4, meta: { ...META, copyright: '© 2027 Vitrina d.o.o.' } })
    await screen.findByText('Nešto je pošlo po zlu. Molimo pokušajte ponovno.')
    expect((screen.getByLabelText('Autorska prava') as HTMLInputElement).value).toBe('© 2027 Vitrina d.o.o.')
  })
})
