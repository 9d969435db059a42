import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EDITOR, sessionCookies } from '../../testing/auth.fixture'
import { layoutElement, stubElementSaves } from '../../testing/element-save.fixture'
import { renderWithShop, type RecordedCall } from '../../testing/shop.fixture'
import { EditableFooterVideo } from './editable-footer-video'

const VIDEO = {
  title: 'Video: kako odabrati prva kolica',
  href: 'https://www.youtube.com/watch?v=vitrinaKol1',
  cover: { mediaId: 12, url: '/media/7/12/Large/kako-odabrati-prva-kolica.png', alt: 'Naslovnica videa' },
}
const META = { copyright: '© 2026 Vitrina d.o.o.', video: VIDEO }
const MEDIUM = {
  id: 42,
  driveId: 5,
  title: 'Kolica u parku',
  alt: 'Plava kolica u parku',
  slug: 'kolica-u-parku',
  extension: 'png',
  path: '/media/7/42/Medium/kolica-u-parku.png',
}

/** The media library's one page: the medium above. */
function library(call: RecordedCall) {
  if (!call.path.endsWith('/media/filterStandard')) return undefined
  return Response.json({ data: { data: [MEDIUM], pagination: { page: 1, perPage: 12, total: 1, lastPage: 1 } } })
}

function renderVideo(meta: Record<string, unknown> = META) {
  return renderWithShop(
    <EditableFooterVideo element={layoutElement('footer-section', meta)}>
      <a href={VIDEO.href}>{VIDEO.title}</a>
    </EditableFooterVideo>,
    { dataRoute: {}, cookies: sessionCookies(EDITOR), backend: library },
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the footer’s video in edit mode', () => {
  it('refuses an address that is no http(s) one and a missing title, and saves a valid pair keeping the cover', async () => {
    const saves = stubElementSaves()
    renderVideo()
    fireEvent.click(screen.getByRole('button', { name: 'Uredi video' }))
    const form = screen.getByRole('group', { name: 'Video u podnožju' })
    fireEvent.change(within(form).getByLabelText('Naslov videa'), { target: { value: '  ' } })
    fireEvent.change(within(form).getByLabelText('Adresa videa'), { target: { value: 'youtube.com/watch?v=novi' } })
    fireEvent.click(screen.getByRole('button', { name: 'Spremi' }))
    expect(within(form).getByText('Upišite naslov videa.')).toBeTruthy()
    expect(within(form).getByText('Upišite cijelu adresu videa, koja počinje s http:// ili https://.')).toBeTruthy()
    fireEvent.change(within(form).getByLabelText('Adresa videa'), { target: { value: 'javascript:alert(1)' } })
    fireEvent.click(screen.getByRole('button', { name: 'Spremi' }))
    expect(within(form).getByLabelText('Adresa videa').getAttribute('aria-invalid')).toBe('true')
    expect(saves).toEqual([])

    fireEvent.change(within(form).getByLabelText('Naslov videa'), { target: { value: 'Video: sklapanje kolica' } })
    fireEvent.change(within(form).getByLabelText('Adresa videa'), { target: { value: 'https://www.youtube.com/watch?v=vitrinaKol2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Spremi' }))
    await screen.findByText('Spremljeno.')
    expect(saves).toEqual([
      { id: 4, meta: { ...META, video: { ...VIDEO, title: 'Video: sklapanje kolica', href: 'https://www.youtube.com/watch?v=vitrinaKol2' } } },
    ])
  })

  it('changes the cover to a medium picked in the media library, kept in the Large size', async () => {
    const saves = stubElementSaves()
    renderVideo()
    fireEvent.click(screen.getByRole('button', { name: 'Promijeni naslovnicu' }))
    const dialog = screen.getByRole('dialog', { name: 'Medijska biblioteka' })
    fireEvent.click(await within(dialog).findByRole('button', { name: /Odaberi/ }))

    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]).toEqual({
      id: 4,
      meta: { ...META, video: { ...VIDEO, cover: { mediaId: 42, url: '/media/7/42/Large/kolica-u-parku.png', alt: 'Plava kolica u parku' } } },
    })
    expect(screen.queryByRole('dialog', { name: 'Medijska biblioteka' })).toBeNull()
  })

  it('removes the cover, keeping the video, and removes the whole video', async () => {
    const saves = stubElementSaves()
    renderVideo()
    fireEvent.click(screen.getByRole('button', { name: 'Ukloni naslovnicu' }))
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]).toEqual({ id: 4, meta: { ...META, video: { title: VIDEO.title, href: VIDEO.href } } })

    await screen.findByText('Spremljeno.')
    fireEvent.click(screen.getByRole('button', { name: 'Ukloni video' }))
    await waitFor(() => expect(saves).toHaveLength(2))
    expect(saves[1]).toEqual({ id: 4, meta: { copyright: META.copyright } })
  })

  it('offers to add a video where there is none, and no cover buttons until there is one', () => {
    renderVideo({ copyright: META.copyright })
    expect(screen.getByRole('button', { name: 'Dodaj video' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /naslovnicu/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Ukloni video' })).toBeNull()
  })
})
