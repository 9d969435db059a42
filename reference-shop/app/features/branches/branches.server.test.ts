import { describe, expect, it } from 'vitest'
import { loaderCall, thrownStatus } from '../content/loader.test-env'
import { loadBranchesPage, type BranchOffice } from './branches.server'

const BRANCH_POST = {
  id: 41,
  title: 'Vitrina Zagreb',
  slug: 'vitrina-zagreb',
  excerpt: 'Ilica 45, 10000 Zagreb',
  body: '<p>Telefon: <a href="tel:+38514000100">+385 1 4000 100</a></p><h2>Radno vrijeme</h2><p onclick="x()">Pon – pet 8 – 20</p><iframe src="https://evil.test"></iframe>',
  media: { id: 9, slug: 'zagreb' },
  postType: 'poslovnice',
  terms: { categories: [], tags: [] },
}

describe('loadBranchesPage', () => {
  it('reads the posts of type poslovnice with their bodies, by name, sanitising the bodies and putting their headings under the name', async () => {
    const args = loaderCall('/nase-poslovnice', (call) =>
      call.path === '/api/v1/cms/post/filterStandard'
        ? Response.json({ data: { records: [BRANCH_POST], pagination: { page: 1, perPage: 100, total: 1, lastPage: 1 }, totalPages: 1, totalRecords: 1 } })
        : undefined,
    )
    const page = (await loadBranchesPage(args)) as unknown as { data: { branches: BranchOffice[] } }
    expect(args.calls[0]?.body).toMatchObject({ postTypeSlugs: ['poslovnice'], display: 'full', sort: { param: 'title', order: 'asc' } })
    expect(page.data.branches).toEqual([
      {
        id: 41,
        name: 'Vitrina Zagreb',
        address: 'Ilica 45, 10000 Zagreb',
        detailsHtml: '<p>Telefon: <a href="tel:+38514000100" rel="noopener">+385 1 4000 100</a></p><h3>Radno vrijeme</h3><p>Pon – pet 8 – 20</p>',
        media: { id: 9, slug: 'zagreb' },
      },
    ])
  })

  it('answers 503 (try again shortly) when the backend fails', async () => {
    const args = loaderCall('/nase-poslovnice', () => Response.json({ message: 'Boom', statusCode: 500 }, { status: 500 }))
    expect(await thrownStatus(() => loadBranchesPage(args))).toBe(503)
  })
})
