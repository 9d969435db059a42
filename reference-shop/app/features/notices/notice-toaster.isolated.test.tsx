import { I18nProvider } from '@lingui/react'
import { act, fireEvent, screen } from '@testing-library/react'
import { MESSAGE_KEYS } from '@vitrina/sdk'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { hasCatalogArea, loadCatalog } from '../i18n/catalogs'
import { i18nFor } from '../i18n/i18n.setup'
import { ModalDialog } from '../layout/modal-dialog'
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

  it('draws the toasts inside an open modal dialog, above its backdrop, and back on the page once it closes', async () => {
    function PageWithPopup() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            open
          </button>
          {open && (
            <ModalDialog titleId="popup-title" onClose={() => setOpen(false)}>
              <h2 id="popup-title">Košarica</h2>
            </ModalDialog>
          )}
          <NoticeToaster />
        </>
      )
    }
    const { shop } = renderWithShop(<PageWithPopup />)
    act(() => {
      shop.notices.notify({ level: 'success', key: MESSAGE_KEYS.addedToCart })
    })
    fireEvent.click(screen.getByRole('button', { name: 'open' }))
    const dialog = screen.getByRole('dialog', { name: 'Košarica' })
    const toast = await screen.findByText('Proizvod dodan u košaricu!')
    expect(dialog.contains(toast)).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Zatvori' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect((await screen.findByText('Proizvod dodan u košaricu!')).closest('dialog')).toBeNull()
  })

  it("shows a notice in the page's language once the SDK's texts, the account area's catalog, are in", async () => {
    await loadCatalog('sl')
    // Not in the page's catalog: the toaster loads them with the first notice.
    expect(hasCatalogArea('account', 'sl')).toBe(false)
    const { shop } = renderWithShop(
      <I18nProvider i18n={i18nFor('sl')}>
        <NoticeToaster />
      </I18nProvider>,
    )
    act(() => {
      shop.notices.notify({ level: 'success', key: MESSAGE_KEYS.addedToCart })
    })
    expect(await screen.findByText('Izdelek je dodan v košarico!')).toBeTruthy()
    expect(hasCatalogArea('account', 'sl')).toBe(true)
    expect(screen.queryByText(MESSAGE_KEYS.addedToCart)).toBeNull()
  })
})
