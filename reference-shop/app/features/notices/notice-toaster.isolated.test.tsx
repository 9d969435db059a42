import { act, fireEvent, screen } from '@testing-library/react'
import { MESSAGE_KEYS } from '@vitrina/sdk'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { NoticeToaster } from './notice-toaster'

/** The shell's two toasters: the page's, and the maintenance view's after a logout turns it on. */
function SwappingShell() {
  const [view, setView] = useState<'page' | 'maintenance'>('page')
  return (
    <>
      <button type="button" onClick={() => setView('maintenance')}>
        maintenance
      </button>
      <NoticeToaster key={view} />
    </>
  )
}

describe('NoticeToaster', () => {
  it('shows a notice that came while the toast library was loading, even when the shell swapped its toaster meanwhile', async () => {
    const { shop } = renderWithShop(<SwappingShell />)
    // The library is loaded with the first notice, so nothing is shown before it.
    expect(screen.queryByRole('region')).toBeNull()

    act(() => {
      shop.notices.notify({ level: 'success', key: MESSAGE_KEYS.logoutSuccess })
    })
    fireEvent.click(screen.getByRole('button', { name: 'maintenance' }))

    expect(await screen.findByText('Uspješna odjava!')).toBeTruthy()
  })
})
