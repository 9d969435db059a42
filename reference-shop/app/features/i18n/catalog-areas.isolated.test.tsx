// Isolated (vitest.isolated.config.ts): which areas a language's catalog holds is module state, and other files in the
// same worker render account pages, which add the account area's texts.
import { msg } from '@lingui/core/macro'
import { I18nProvider, useLingui } from '@lingui/react'
import { act, render, screen } from '@testing-library/react'
import { MESSAGE_KEYS } from '@vitrina/sdk'
import { ACCOUNT_MESSAGE_KEYS } from '@vitrina/sdk/account'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { CatalogAreaTexts } from './catalog-area-texts'
import { hasCatalogArea, loadCatalog, loadCatalogArea } from './catalogs'
import { i18nFor } from './i18n.setup'

// A text of the checkout's address step (app/features/checkout), which only the account area's catalog holds; and one of
// the header, which every page's catalog holds.
const BILLING = msg`Adresa za račun`
const CART = msg`Košarica`
// An SDK key the account's pages show (its notice after a password change), one any page shows once something happened
// (the notice after an add to cart), both the area's; and the one a page shows as it opens (the checkout failure page's
// title), every page's.
const PASSWORD_CHANGED = ACCOUNT_MESSAGE_KEYS.passwordChanged
const ADDED_TO_CART = MESSAGE_KEYS.addedToCart

function AddressStep() {
  const { i18n } = useLingui()
  return <h2>{i18n._(BILLING)}</h2>
}

function page(language: 'sl' | 'en') {
  return (
    <I18nProvider i18n={i18nFor(language)}>
      <Suspense fallback={<p>Učitavanje</p>}>
        <CatalogAreaTexts area="account">
          <AddressStep />
        </CatalogAreaTexts>
      </Suspense>
    </I18nProvider>
  )
}

describe("the account area's catalog (catalogs.ts, catalog-area-texts.tsx)", () => {
  it("is not in a page's catalog: a component of the area waits for its texts, which then show in the page's language", async () => {
    const catalog = await loadCatalog('sl')
    expect(hasCatalogArea('account', 'sl')).toBe(false)
    expect(BILLING.id in catalog).toBe(false)
    expect(PASSWORD_CHANGED in catalog).toBe(false)
    expect(ADDED_TO_CART in catalog).toBe(false)
    expect(i18nFor('sl')._(CART)).toBe('Košarica')
    expect(i18nFor('sl')._(MESSAGE_KEYS.checkoutFailureTitle)).toBe('Plačilo ni uspelo')

    // React retries a component that suspended on a promise inside the act() that rendered it: awaited here. Without
    // the wait, the heading would show the source text (the catalog has no translation yet) and stay so.
    const { rerender } = await act(async () => render(page('sl')))
    await screen.findByRole('heading', { name: 'Naslov za račun' })
    expect(hasCatalogArea('account', 'sl')).toBe(true)
    // Into the language's catalog itself, which the language's Lingui instance reads: no new instance.
    expect(BILLING.id in catalog).toBe(true)
    expect(i18nFor('sl')._(PASSWORD_CHANGED)).toBe('Geslo je uspešno spremenjeno!')
    expect(i18nFor('sl')._(ADDED_TO_CART)).toBe('Izdelek je dodan v košarico!')
    expect(i18nFor('sl').messages).toBe(catalog)

    // The shopper switches the language (root.tsx's clientLoader loads its catalog first): the area's texts in that
    // language load too.
    await loadCatalog('en')
    await act(async () => rerender(page('en')))
    await screen.findByRole('heading', { name: 'Billing address' })
    expect(hasCatalogArea('account', 'en')).toBe(true)
    expect(hasCatalogArea('account', 'de')).toBe(false)
  })

  it('loads a language once for every call that asks while it loads', async () => {
    const first = loadCatalogArea('account', 'de')
    expect(loadCatalogArea('account', 'de')).toBe(first)
    await first
    expect(i18nFor('de')._(BILLING)).toBe('Rechnungsadresse')
  })
})
