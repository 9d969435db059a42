import { fireEvent, screen } from '@testing-library/react'
import type { LayeredFilter, ListingFilters } from '@vitrina/sdk'
import { describe, expect, it, vi } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { FiltersPanel, type FiltersPanelProps } from './filters-panel'

const FILTERS: LayeredFilter[] = [
  {
    attributeCode: 'price',
    label: 'Cijena',
    type: 'numberField',
    attributeID: 0,
    unit: 'EUR',
    values: [{ valueLabel: 'EUR', totalProducts: 33, minValue: 16.99, maxValue: 2902.99 }],
  },
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
    fireEvent.change(screen.getByRole('textbox', { name: 'Cijena od (EUR)' }), { target: { value: '300' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Cijena do (EUR)' }), { target: { value: '50' } })
    fireEvent.click(screen.getByRole('button', { name: 'Primijeni' }))
    expect(props.onSet).toHaveBeenCalledWith('price', { kind: 'range', min: 50, max: 300 })
  })

  it('writes the price bounds with the page decimal comma and reads a comma or a point', () => {
    const props = renderPanel({ price: { kind: 'range', min: 10.5 } }, 1)
    expect(screen.getByRole('textbox', { name: 'Cijena do (EUR)' }).getAttribute('placeholder')).toBe('2902,99')
    expect((screen.getByRole('textbox', { name: 'Cijena od (EUR)' }) as HTMLInputElement).value).toBe('10,5')
    fireEvent.change(screen.getByRole('textbox', { name: 'Cijena do (EUR)' }), { target: { value: '99.90' } })
    fireEvent.click(screen.getByRole('button', { name: 'Primijeni' }))
    expect(props.onSet).toHaveBeenCalledWith('price', { kind: 'range', min: 10.5, max: 99.9 })
  })

  it('writes the bounds with a decimal point on an English page', () => {
    renderWithShop(
      <FiltersPanel
        filters={FILTERS}
        selected={{ price: { kind: 'range', min: 10.5 } }}
        filterCount={1}
        onToggle={vi.fn()}
        onSet={vi.fn()}
        onClear={vi.fn()}
      />,
      { path: '/en/shop/kolica' },
    )
    expect((screen.getByRole('textbox', { name: 'Cijena od (EUR)' }) as HTMLInputElement).value).toBe('10.5')
    expect(screen.getByRole('textbox', { name: 'Cijena do (EUR)' }).getAttribute('placeholder')).toBe('2902.99')
  })

  it('says so under the inputs and applies nothing when a bound is not a number', () => {
    const props = renderPanel()
    const from = screen.getByRole('textbox', { name: 'Cijena od (EUR)' })
    fireEvent.change(from, { target: { value: 'dvadeset' } })
    fireEvent.click(screen.getByRole('button', { name: 'Primijeni' }))
    expect(screen.getByRole('alert').textContent).toBe('Upišite broj, na primjer 12,5')
    expect(from.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('textbox', { name: 'Cijena do (EUR)' }).hasAttribute('aria-invalid')).toBe(false)
    expect(props.onSet).not.toHaveBeenCalled()
    fireEvent.change(from, { target: { value: '20' } })
    fireEvent.click(screen.getByRole('button', { name: 'Primijeni' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(props.onSet).toHaveBeenCalledWith('price', { kind: 'range', min: 20 })
  })

  it('takes a date filter as the page writes dates, whatever the browser locale, and refuses a day that does not exist', () => {
    const filters: LayeredFilter[] = [
      { attributeCode: 'dostupno_od', label: 'Dostupno od', type: 'date', attributeID: 9, values: [{ valueLabel: '', totalProducts: 4 }] },
    ]
    const onSet = vi.fn()
    renderWithShop(
      <FiltersPanel
        filters={filters}
        selected={{ dostupno_od: { kind: 'dateRange', from: '2027-01-16' } }}
        filterCount={1}
        onToggle={vi.fn()}
        onSet={onSet}
        onClear={vi.fn()}
      />,
    )
    const from = screen.getByRole('textbox', { name: 'Dostupno od od' })
    const to = screen.getByRole('textbox', { name: 'Dostupno od do' })
    expect((from as HTMLInputElement).value).toBe('16.01.2027.')
    expect(to.getAttribute('placeholder')).toBe('dd.mm.gggg.')
    fireEvent.change(to, { target: { value: '31.2.2027.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Primijeni' }))
    expect(screen.getByRole('alert').textContent).toBe('Upišite datum u obliku dd.mm.gggg.')
    expect(onSet).not.toHaveBeenCalled()
    fireEvent.change(to, { target: { value: '3.2.2027.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Primijeni' }))
    expect(onSet).toHaveBeenCalledWith('dostupno_od', { kind: 'dateRange', from: '2027-01-16', to: '2027-02-03' })
  })

  it('removes the range when both inputs are emptied', () => {
    const props = renderPanel({ price: { kind: 'range', min: 10 } }, 1)
    expect((screen.getByRole('textbox', { name: 'Cijena od (EUR)' }) as HTMLInputElement).value).toBe('10')
    fireEvent.change(screen.getByRole('textbox', { name: 'Cijena od (EUR)' }), { target: { value: '' } })
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
