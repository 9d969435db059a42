import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { loadCatalogArea } from '../features/i18n/catalogs'

// Testing Library unmounts after each test only when vitest globals are on; they are off here.
afterEach(() => cleanup())

// jsdom has <dialog> but not its modal methods; these do what the components rely on (open state, the close event).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}

// The account area's texts (catalogs.ts), as a page of that area has them before it renders: its components render at
// once, as they do in a page. The test language's catalog is Croatian, the source language (shop.fixture.tsx).
await loadCatalogArea('account', 'hr')
