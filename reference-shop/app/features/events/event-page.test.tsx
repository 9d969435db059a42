import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { EventPage } from './event-page'
import type { EventPageData } from './events.server'

const page = (overrides: Partial<EventPageData['event']> = {}): EventPageData => ({
  event: {
    id: 3,
    title: 'Radionica nošenja beba',
    excerpt: 'Naučite pravilno vezati maramu.',
    media: null,
    startsAt: '2027-01-16T09:00:00.000Z',
    endsAt: '2027-01-16T11:00:00.000Z',
    location: 'Vitrina Zagreb',
    address: 'Ilica 45, 10000 Zagreb',
    price: 15,
    ...overrides,
  },
  bodyHtml: '<p>Ponesite maramu.</p>',
  when: 'subota, 16. siječnja 2027. 10:00 – 12:00',
})

describe('EventPage', () => {
  it('shows the title, the time, the place, the entry price and the description', () => {
    renderWithShop(<EventPage {...page()} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Radionica nošenja beba' })).toBeTruthy()
    const time = screen.getByText('subota, 16. siječnja 2027. 10:00 – 12:00')
    expect(time.getAttribute('datetime')).toBe('2027-01-16T09:00:00.000Z')
    expect(screen.getByText('Vitrina Zagreb, Ilica 45, 10000 Zagreb')).toBeTruthy()
    expect(screen.getByText('15,00 €')).toBeTruthy()
    expect(screen.getByTestId('event-body').innerHTML).toBe('<p>Ponesite maramu.</p>')
  })

  it("links an online event's address instead of printing it, and says a free event is free", () => {
    renderWithShop(<EventPage {...page({ location: 'Online', address: 'https://vitrina.test/online', price: 0 })} />)
    const link = screen.getByRole('link', { name: 'Poveznica na događaj' })
    expect(link.getAttribute('href')).toBe('https://vitrina.test/online')
    expect(link.closest('dd')?.textContent).toBe('Online · Poveznica na događaj')
    expect(screen.getByText('Besplatno')).toBeTruthy()
  })

  it('leaves out the place when the event has none', () => {
    renderWithShop(<EventPage {...page({ location: undefined, address: undefined })} />)
    expect(screen.queryByText('Gdje')).toBeNull()
  })
})
