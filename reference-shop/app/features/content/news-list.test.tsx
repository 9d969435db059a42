import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Post } from '@vitrina/sdk'
import { describe, expect, it } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { NewsList } from './news-list'
import { PostPage } from './post-page'

const post = (id: number, excerpt = `Sažetak ${id}`): Post => ({
  id,
  title: `Objava ${id}`,
  slug: `objava-${id}`,
  excerpt,
  media: null,
  terms: {
    categories: [{ id: 1, title: 'Trudnoća', slug: 'trudnoca' }],
    tags: [
      { id: 2, title: 'Savjeti', slug: 'savjeti' },
      { id: 3, title: 'Spavanje', slug: 'spavanje' },
    ],
  },
})

function postsPage(posts: Post[], page: number, lastPage: number) {
  return Response.json({
    data: { records: posts, pagination: { page, perPage: 5, total: lastPage * 5, lastPage }, totalPages: lastPage, totalRecords: lastPage * 5 },
  })
}

/** The news cards (the breadcrumb's items are list items too). */
const cards = () => within(screen.getByRole('list', { name: 'Novosti' })).getAllByRole('listitem')

describe('NewsList', () => {
  it("shows the first page, 'Učitavam...' while the next loads, and hides 'Učitaj više' once all are loaded", async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { calls } = renderWithShop(<NewsList title="Novosti" snapshot={{ posts: [1, 2, 3, 4, 5].map((id) => post(id)), page: 1, totalPages: 2 }} />, {
      backend: async (call) => {
        if (call.path !== '/api/v1/cms/post/filterStandard') return undefined
        await gate
        return postsPage([post(6), post(7)], 2, 2)
      },
    })
    expect(cards()).toHaveLength(5)
    expect(calls).toHaveLength(0)

    fireEvent.click(screen.getByRole('button', { name: 'Učitaj više' }))
    await screen.findByRole('button', { name: 'Učitavam...' })
    await act(async () => release())

    await waitFor(() => expect(cards()).toHaveLength(7))
    expect(screen.queryByRole('button', { name: /Učitaj više|Učitavam/ })).toBeNull()
    expect(calls[0]?.body).toMatchObject({ postTypeSlugs: ['post'], page: 2, limit: 5 })
  })

  it("cuts the excerpt at 141 characters plus dots, shows the placeholder, and links 'Pročitaj više' to /{slug}", () => {
    renderWithShop(<NewsList title="Novosti" snapshot={{ posts: [post(1, 'a'.repeat(150))], page: 1, totalPages: 1 }} />, { path: '/sl/objave' })
    expect(screen.getByText(`${'a'.repeat(141)}...`)).toBeTruthy()
    expect(screen.getByTestId('image-placeholder')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Pročitaj više' }).getAttribute('href')).toBe('/sl/objava-1')
    expect(screen.queryByRole('button', { name: 'Učitaj više' })).toBeNull()
  })
})

describe('PostPage', () => {
  it('shows category, title, excerpt, body, tags separated by bars and the two share links', () => {
    renderWithShop(<PostPage post={post(1)} bodyHtml="<p>Tijelo objave.</p>" canonicalUrl="https://vitrina.test/objava-1" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Objava 1' })).toBeTruthy()
    expect(screen.getByTestId('post-category').textContent).toBe('Trudnoća')
    expect(screen.getByText('Sažetak 1')).toBeTruthy()
    expect(screen.getByTestId('post-body').innerHTML).toBe('<p>Tijelo objave.</p>')
    expect(screen.getByTestId('post-tags').textContent).toBe('Oznake: Savjeti | Spavanje')
    const url = encodeURIComponent('https://vitrina.test/objava-1')
    expect(screen.getByRole('link', { name: 'Podijeli na Facebooku' }).getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`)
    expect(screen.getByRole('link', { name: 'Podijeli na X-u' }).getAttribute('href')).toBe(`https://twitter.com/intent/tweet?url=${url}&text=Objava%201`)
  })
})
