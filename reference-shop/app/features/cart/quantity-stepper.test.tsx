import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { QuantityStepper } from './quantity-stepper'

describe('QuantityStepper', () => {
  it('never goes below 1 with the minus control', () => {
    const onChange = vi.fn()
    renderWithShop(<QuantityStepper value={1} label="Kolica" onChange={onChange} />)

    const minus = screen.getByRole('button', { name: 'Smanji količinu: Kolica' })
    fireEvent.click(minus)

    expect(minus).toHaveProperty('disabled', true)
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('spinbutton', { name: 'Količina: Kolica' })).toHaveProperty('value', '1')
  })

  it('asks for one more with plus and one less with minus', () => {
    const onChange = vi.fn()
    renderWithShop(<QuantityStepper value={2} label="Kolica" onChange={onChange} />)

    fireEvent.click(screen.getByRole('button', { name: 'Povećaj količinu: Kolica' }))
    fireEvent.click(screen.getByRole('button', { name: 'Smanji količinu: Kolica' }))
    fireEvent.click(screen.getByRole('button', { name: 'Smanji količinu: Kolica' }))

    expect(onChange.mock.calls.map(([qty]) => qty)).toEqual([3, 2, 1])
  })

  it('keeps a typed quantity within 1 to 9999', () => {
    const onChange = vi.fn()
    renderWithShop(<QuantityStepper value={2} label="Kolica" onChange={onChange} />)
    const field = screen.getByRole('spinbutton', { name: 'Količina: Kolica' })

    fireEvent.change(field, { target: { value: '12000' } })
    fireEvent.blur(field)
    fireEvent.change(field, { target: { value: '0' } })
    fireEvent.blur(field)

    expect(onChange.mock.calls.map(([qty]) => qty)).toEqual([9999, 1])
    expect(field).toHaveProperty('value', '1')
  })
})
