import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { FOOTER_ELEMENT, hydrateSite } from '../home/site-data.test-env'
import { PriceEnquiryButton } from './price-enquiry'

describe('PriceEnquiryButton', () => {
  it("opens 'Pošaljite upit za proizvod' naming the product, says online enquiries are not available yet, and gives the shop's contacts", async () => {
    const { shop } = renderWithShop(<PriceEnquiryButton productName="Kolica Deluxe" />)
    hydrateSite(shop, { elements: { 'footer-section': FOOTER_ELEMENT } })
    expect(screen.queryByRole('dialog')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Pošaljite upit za proizvod' }))

    // The dialog's module loads on the first open.
    const dialog = within(await screen.findByRole('dialog', { name: 'Pošaljite upit za proizvod' }))
    expect(dialog.getByText('Kolica Deluxe')).toBeTruthy()
    expect(dialog.getByText(/Slanje upita putem web stranice još nije dostupno/)).toBeTruthy()
    expect(dialog.getByRole('link', { name: '+385 1 4000 100' }).getAttribute('href')).toBe('tel:+38514000100')
    expect(dialog.getByRole('link', { name: 'info@vitrina.test' }).getAttribute('href')).toBe(
      `mailto:info@vitrina.test?subject=${encodeURIComponent('Upit za proizvod: Kolica Deluxe')}`,
    )
    expect(dialog.getByRole('link', { name: 'naših poslovnica' }).getAttribute('href')).toBe('/nase-poslovnice')
    // No form pretends to send anything.
    expect(dialog.queryByRole('textbox')).toBeNull()
    expect(dialog.queryByRole('button', { name: /Pošalji/ })).toBeNull()
  })

  it('closes with its close button', async () => {
    renderWithShop(<PriceEnquiryButton productName="Kolica Deluxe" />)
    fireEvent.click(screen.getByRole('button', { name: 'Pošaljite upit za proizvod' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zatvori' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says the contacts are not available when the footer element has none', async () => {
    renderWithShop(<PriceEnquiryButton productName="Kolica Deluxe" />, { path: '/sl/product/kolica' })
    fireEvent.click(screen.getByRole('button', { name: 'Pošaljite upit za proizvod' }))
    const dialog = within(await screen.findByRole('dialog'))
    expect(dialog.getByText('Kontakt podaci trenutačno nisu dostupni.')).toBeTruthy()
    expect(dialog.getByRole('link', { name: 'naših poslovnica' }).getAttribute('href')).toBe('/sl/nase-poslovnice')
  })
})
