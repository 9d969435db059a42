import { fireEvent, screen } from '@testing-library/react'
import type { LayeredFilter, ListingFilters } from '@vitrina/sdk'
import { describe, expect, it, vi } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { FiltersPanel, type FiltersPanelProps } from './filters-panel'

const FILTERS: LayeredFilter[] = [
  { attributeCode: 'price', label: 'Cijena', type: 'numberField', attributeID: 0, unit: 'EUR', values: [{ valueLabel: 'EUR', totalProducts: 33, minValue: 16.99, maxValue: 2902.99 }] },
  {
    attributeCode: 'materijal',
    label: 'Materijal',
    type: 'dropdown',
    attributeID: 3,
    values: [
      { id: 26, valueLabel: 'Pamuk', totalProducts: 3 },
      { id: 32, valueLabel: 'Aluminij', totalProducts: 15 },
    ],
  },
  {
    attributeCode: 'eko',
    label: 'Eko certifikat',
    type: 'yesNo',
    attributeID: 7,
    values: [
      { id: 1, code: 'yes', valueLabel: 'Da', totalProducts: 12 },
      { id: 0, code: 'no', valueLabel: 'Ne', totalProducts: 21 },
    ],
  },
]

function renderPanel(selected: ListingFilters = {}, filterCount = 0) {
  const props: FiltersPanelProps = { filters: FILTERS, selected, filterCount, onToggle: vi.fn(), onSet: vi.fn(), onClear: vi.fn() }
  renderWithShop(<FiltersPanel {...props} />)
  return props
}

describe('FiltersPanel', () => {
  it('ticks an option by its id and yes/no by its flag', () => {
    const props = renderPanel()
    fireEvent.click(screen.getByRole('checkbox', { name: /Aluminij/ }))
    fireEvent.click(screen.getByRole('checkbox', { name: /Da/ }))
    expect(props.onToggle).toHaveBeenNthCalledWith(1, 'materijal', 32)
    expect(props.onToggle).toHaveBeenNthCalledWith(2, 'eko', true)
  })

  it('shows the chosen values as ticked and offers to remove the filters', () => {
    const props = renderPanel({ materijal: { kind: 'options', ids: [26] }, eko: { kind: 'yesNo', values: [false] } }, 2)
    expect((screen.getByRole('checkbox', { name: /Pamuk/ }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('checkbox', { name: /Aluminij/ }) as HTMLInputElement).checked).toBe(false)
    expect((screen.getByRole('checkbox', { name: /Ne/ }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Ukloni filtere' }))
    expect(props.onClear).toHaveBeenCalledOnce()
  })

  it("hides 'Ukloni filtere' while nothing is chosen", () => {
    renderPanel()
    expect(screen.queryByRole('button', { name: 'Ukloni filtere' })).toBeNull()
  })

  it('applies a price range from the two inputs, smaller bound first', () => {
    const props = renderPanel()
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Cijena od (EUR)' }), { target: { value: '300' } })
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Cijena do (EUR)' }), { target: { value: '50' } })
    fireEvent.click(screen.getByRole('button', { name: 'Primijeni' }))
    expect(props.onSet).toHaveBeenCalledWith('price', { kind: 'range', min: 50, max: 300 })
  })

  it('removes the range when both inputs are emptied', () => {
    const props = renderPanel({ price: { kind: 'range', min: 10 } }, 1)
    expect((screen.getByRole('spinbutton', { name: 'Cijena od (EUR)' }) as HTMLInputElement).value).toBe('10')
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Cijena od (EUR)' }), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Primijeni' }))
    expect(props.onSet).toHaveBeenCalledWith('price', null)
  })

  it('opens the panel with the filters button on small screens', () => {
    renderPanel({}, 0)
    const toggle = screen.getByRole('button', { name: 'Filteri' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.className).toContain('block')
  })
})
