import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { BranchesPage } from './branches-page'

describe('BranchesPage', () => {
  it('shows each branch with its image, name, address and details', () => {
    renderWithShop(
      <BranchesPage
        branches={[
          {
            id: 1,
            name: 'Vitrina Split',
            address: 'Poljička cesta 35, 21000 Split',
            detailsHtml: '<p>Radno vrijeme: pon – sub 9 – 21</p>',
            media: { id: 5, slug: 'split' },
          },
          { id: 2, name: 'Vitrina Zagreb', address: 'Ilica 45, 10000 Zagreb', detailsHtml: '<p>Radno vrijeme: pon – pet 8 – 20</p>', media: null },
        ]}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Naše poslovnice' })).toBeTruthy()
    const split = within(screen.getByRole('article', { name: 'Vitrina Split' }))
    expect(split.getByText('Poljička cesta 35, 21000 Split')).toBeTruthy()
    expect(split.getByTestId('branch-details').innerHTML).toBe('<p>Radno vrijeme: pon – sub 9 – 21</p>')
    expect(split.getByRole('img', { name: 'Vitrina Split' }).getAttribute('src')).toContain('split')
    // A branch without an image gets the placeholder.
    expect(within(screen.getByRole('article', { name: 'Vitrina Zagreb' })).getByTestId('image-placeholder')).toBeTruthy()
  })

  it('does not repeat the address when the details already give it', () => {
    renderWithShop(
      <BranchesPage
        branches={[{ id: 2, name: 'Vitrina Zagreb', address: 'Ilica 45, 10000 Zagreb', detailsHtml: '<p>Ilica 45, 10000 Zagreb</p>', media: null }]}
      />,
    )
    expect(screen.getAllByText('Ilica 45, 10000 Zagreb')).toHaveLength(1)
  })

  it('says so when there are no branches to show', () => {
    renderWithShop(<BranchesPage branches={[]} />)
    expect(screen.getByText('Popis poslovnica trenutačno nije dostupan.')).toBeTruthy()
  })
})
