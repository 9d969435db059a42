import { useStore } from '@nanostores/react'
import { act, screen } from '@testing-library/react'
import { INITIAL_CHECKOUT, MESSAGE_KEYS, type CheckoutErrors, type CheckoutSnapshot } from '@vitrina/sdk'
import { atom } from 'nanostores'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { CART_UPDATED_NOTICE_MS, StepNotice } from './step-notice'

const at = (errorKey: string | null): CheckoutSnapshot => ({ ...INITIAL_CHECKOUT, state: 'payment', errorKey })
const UPDATED = 'Košarica je u međuvremenu ažurirana, provjerite cijene.'

/** The notice of a snapshot the test changes, as the checkout's store would. */
function renderNotice(first: CheckoutSnapshot, errors: CheckoutErrors = {}) {
  const $snapshot = atom(first)
  function Harness() {
    return <StepNotice snapshot={useStore($snapshot)} errors={errors} />
  }
  renderWithShop(<Harness />)
  return (next: CheckoutSnapshot) => act(() => $snapshot.set(next))
}

describe('StepNotice', () => {
  afterEach(() => vi.useRealTimers())

  it('shows the cart-updated information for 12 s, and again for a newer stop', () => {
    vi.useFakeTimers()
    const show = renderNotice(at(MESSAGE_KEYS.cartUpdated))
    expect(screen.getByText(UPDATED).getAttribute('role')).toBe('status')
    act(() => vi.advanceTimersByTime(CART_UPDATED_NOTICE_MS - 1))
    expect(screen.queryByText(UPDATED)).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText(UPDATED)).toBeNull()

    show(at(MESSAGE_KEYS.cartUpdated))
    expect(screen.queryByText(UPDATED)).not.toBeNull()
  })

  it('alerts with the invalid member card and with a failed call', () => {
    const show = renderNotice(at(MESSAGE_KEYS.memberCardNotValid))
    expect(screen.getByRole('alert').textContent).toBe('Članska kartica više nije valjana.')
    show(at(MESSAGE_KEYS.somethingWentWrong))
    expect(screen.getByRole('alert').textContent).toBe('Nešto je pošlo po zlu. Molimo pokušajte ponovno.')
    show(at(null))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('does not repeat a message that is shown beside its field', () => {
    renderNotice(at(MESSAGE_KEYS.paymentMethodUndefined), { paymentMethod: MESSAGE_KEYS.paymentMethodUndefined })
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
