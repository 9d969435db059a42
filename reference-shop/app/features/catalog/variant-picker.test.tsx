import { fireEvent, screen } from '@testing-library/react'
import type { ConfigurableAttribute, ProductVariant } from '@vitrina/sdk'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { choose, optionState, variantOf, VariantPicker } from './variant-picker'

const summary = { retailPrice: 10, finalPrice: 10, isPurchasable: true, available: true, categories: [], tags: [], media: [], format: 'simple' as const }
const COLOUR = 'boja'
const SIZE = 'velicina'
const [PLAVA, MINT, ZELENA, S68, S74] = [1, 2, 3, 68, 74]

const ATTRIBUTES: ConfigurableAttribute[] = [
  {
    attributeID: 1,
    attributeCode: COLOUR,
    label: 'Boja',
    type: 'textSwatch',
    values: [
      { id: PLAVA, valueLabel: 'Plava' },
      { id: MINT, valueLabel: 'Mint' },
      { id: ZELENA, valueLabel: 'Zelena' },
    ],
  },
  {
    attributeID: 2,
    attributeCode: SIZE,
    label: 'Veličina',
    type: 'textSwatch',
    values: [
      { id: S68, valueLabel: '68' },
      { id: S74, valueLabel: '74' },
    ],
  },
] as ConfigurableAttribute[]

/** As seeded: blue 74 is sold out, green is sold out in every size, mint sells in both. */
const variant = (id: number, colour: number, size: number, onSale = true): ProductVariant => ({
  ...summary,
  id,
  name: `Bodi ${id}`,
  slug: `bodi-${id}`,
  sku: `B-${id}`,
  configuration: { [COLOUR]: colour, [SIZE]: size },
  available: onSale,
})
const VARIANTS = [
  variant(11, PLAVA, S68),
  variant(12, PLAVA, S74, false),
  variant(13, MINT, S68),
  variant(14, MINT, S74),
  variant(15, ZELENA, S68, false),
  variant(16, ZELENA, S74, false),
]

describe('choose', () => {
  it('keeps the other choices when a variant on sale has them together', () => {
    expect(choose(VARIANTS, { [COLOUR]: MINT }, SIZE, S74)).toEqual({ [COLOUR]: MINT, [SIZE]: S74 })
  })

  it('drops the other choices when the only variant with them is sold out, so the choices never lead to one', () => {
    const chosen = choose(VARIANTS, { [COLOUR]: PLAVA }, SIZE, S74)
    expect(chosen).toEqual({ [SIZE]: S74 })
    expect(variantOf(ATTRIBUTES, VARIANTS, chosen)).toBeNull()
  })
})

describe('optionState', () => {
  it('says sold-out for an option no variant on sale has, elsewhere for one that sells only without a current choice', () => {
    expect(optionState(VARIANTS, {}, COLOUR, ZELENA)).toBe('sold-out')
    expect(optionState(VARIANTS, {}, SIZE, S74)).toBe('open')
    expect(optionState(VARIANTS, { [COLOUR]: PLAVA }, SIZE, S74)).toBe('elsewhere')
    expect(optionState(VARIANTS, { [COLOUR]: PLAVA, [SIZE]: S68 }, COLOUR, MINT)).toBe('open')
  })
})

function Picker() {
  const [chosen, setChosen] = useState<Record<string, number>>({})
  const picked = variantOf(ATTRIBUTES, VARIANTS, chosen)
  return (
    <>
      <VariantPicker attributes={ATTRIBUTES} variants={VARIANTS} chosen={chosen} onChoose={(code, id) => setChosen(choose(VARIANTS, chosen, code, id))} />
      <output aria-label="Odabrana varijanta">{picked ? picked.sku : 'none'}</output>
    </>
  )
}

describe('VariantPicker', () => {
  it('shows a sold-out colour disabled and marked, and every choice it leaves open ends on a variant on sale', () => {
    renderWithShop(<Picker />)
    const green = screen.getByRole('radio', { name: 'Zelena (nema na zalihi)' }) as HTMLInputElement
    expect(green.disabled).toBe(true)

    fireEvent.click(screen.getByRole('radio', { name: 'Plava' }))
    // Blue 74 is sold out: 74 stays a choice (it sells in mint) and says it does not go with blue.
    fireEvent.click(screen.getByRole('radio', { name: '74 (nije dostupno uz odabrano)' }))
    // Blue is dropped, and now says that it does not go with 74.
    expect((screen.getByRole('radio', { name: 'Plava (nije dostupno uz odabrano)' }) as HTMLInputElement).checked).toBe(false)
    expect((screen.getByRole('radio', { name: '74' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: 'Mint' }))
    expect(screen.getByRole('status', { name: 'Odabrana varijanta' }).textContent).toBe('B-14')
  })
})
