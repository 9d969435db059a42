import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { StorefrontProvider } from '@vitrina/react'
import { createStorefront, memoryStorage, type Consent } from '@vitrina/sdk'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { sdkTestCatalog } from '../../testing/sdk-catalog'
import { createI18n } from '../i18n/i18n.setup'
import { NoticeToaster } from '../notices/notice-toaster'
import type { NewsletterActionData, NewsletterAnswer } from './newsletter-form'
import NewsletterSignup from './newsletter-signup'

const CONSENTS: Consent[] = [
  { id: 2, uniqueNumber: '1002', displayName: 'Privola za obradu osobnih podataka', required: true },
  { id: 4, uniqueNumber: '1004', displayName: 'Privola za personalizirane ponude', required: false },
]

const answer = (overrides: Partial<NewsletterAnswer>): NewsletterActionData => ({
  newsletter: { ok: true, toasts: [], emailError: null, email: '', accepted: [], ...overrides },
})

/** The block on a page whose action answers with `respond`; records what was posted. */
function renderSignup(
  respond: (form: FormData) => Promise<NewsletterActionData> | NewsletterActionData,
  consents: Consent[] | null = CONSENTS,
  /** What the page was rendered with after a form posted without JavaScript. */
  actionData?: NewsletterActionData,
) {
  const posted: FormData[] = []
  const shop = createStorefront({ apiUrl: 'http://sandbox.test', apiKey: 'vitrina-sandbox-key', siteId: 1, storeId: 1, storage: memoryStorage() })
  const router = createMemoryRouter(
    [
      {
        id: 'page',
        path: '/',
        action: async ({ request }) => {
          const form = await request.formData()
          posted.push(form)
          return respond(form)
        },
        element: (
          <>
            <NewsletterSignup consents={consents} />
            <NoticeToaster />
          </>
        ),
      },
    ],
    { initialEntries: ['/'], ...(actionData ? { hydrationData: { actionData: { page: actionData } } } : {}) },
  )
  render(
    <StorefrontProvider storefront={shop}>
      <I18nProvider i18n={createI18n('hr', sdkTestCatalog())}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StorefrontProvider>,
  )
  const block = within(screen.getByRole('region', { name: 'Newsletter' }))
  return { posted, block, router }
}

describe('NewsletterSignup', () => {
  // The toaster loads its library with the first toast; loaded once here, a toast shows within findBy's wait.
  beforeAll(() => import('sonner'))

  it('shows the e-mail field and the consents, the required ones starred', () => {
    const { block } = renderSignup(() => answer({}))
    expect(block.getByRole('textbox', { name: 'E-mail adresa' })).toBeTruthy()
    expect(block.getByRole('checkbox', { name: 'Privola za obradu osobnih podataka *' })).toBeTruthy()
    expect(block.getByRole('checkbox', { name: 'Privola za personalizirane ponude' })).toBeTruthy()
  })

  it('posts the e-mail and the ticked consents to the page, shows the answer as a toast and empties the form', async () => {
    const { block, posted } = renderSignup(() =>
      answer({ toasts: [{ level: 'success', text: 'Vaš e-mail je uspješno poslan. Hvala vam!', durationMs: 3000 }] }),
    )
    const email = block.getByRole('textbox', { name: 'E-mail adresa' }) as HTMLInputElement
    fireEvent.change(email, { target: { value: 'ana@example.com' } })
    const consent = block.getByRole('checkbox', { name: 'Privola za obradu osobnih podataka *' }) as HTMLInputElement
    fireEvent.click(consent)
    fireEvent.click(block.getByRole('button', { name: 'Prijavi se' }))

    expect(await screen.findByText('Vaš e-mail je uspješno poslan. Hvala vam!')).toBeTruthy()
    expect(posted).toHaveLength(1)
    expect([posted[0]!.get('intent'), posted[0]!.get('email'), posted[0]!.getAll('consents')]).toEqual(['newsletter', 'ana@example.com', ['1002']])
    expect(email.value).toBe('')
    expect(consent.checked).toBe(false)
  })

  it("disables the button with 'Šaljem...' while the sign-up is sent, so it cannot be sent twice", async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { block, posted } = renderSignup(async () => {
      await gate
      return answer({ toasts: [{ level: 'info', text: 'Ova adresa e-pošte već je prijavljena na newsletter.', durationMs: 3000 }] })
    })
    fireEvent.change(block.getByRole('textbox', { name: 'E-mail adresa' }), { target: { value: 'ana@example.com' } })
    fireEvent.click(block.getByRole('button', { name: 'Prijavi se' }))
    const sending = (await block.findByRole('button', { name: 'Šaljem...' })) as HTMLButtonElement
    expect(sending.disabled).toBe(true)
    fireEvent.click(sending)
    await act(async () => release())
    expect(await screen.findByText('Ova adresa e-pošte već je prijavljena na newsletter.')).toBeTruthy()
    expect(posted).toHaveLength(1)
    expect(block.getByRole('button', { name: 'Prijavi se' })).toBeTruthy()
  })

  it('keeps a refused sign-up as it was, with the e-mail’s message under the field', async () => {
    const { block } = renderSignup(() => answer({ ok: false, emailError: 'Unesite uzorak adrese elektroničke pošte', email: 'ana@', accepted: ['1002'] }))
    const email = block.getByRole('textbox', { name: 'E-mail adresa' }) as HTMLInputElement
    fireEvent.change(email, { target: { value: 'ana@' } })
    fireEvent.click(block.getByRole('checkbox', { name: 'Privola za obradu osobnih podataka *' }))
    fireEvent.click(block.getByRole('button', { name: 'Prijavi se' }))

    expect(await block.findByText('Unesite uzorak adrese elektroničke pošte')).toBeTruthy()
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(email.value).toBe('ana@')
    expect((block.getByRole('checkbox', { name: 'Privola za obradu osobnih podataka *' }) as HTMLInputElement).checked).toBe(true)
  })

  it('shows the answer in place, with what was sent, on the page a post without JavaScript rendered', () => {
    const { block } = renderSignup(() => answer({}), CONSENTS, {
      newsletter: {
        ok: false,
        toasts: [{ level: 'error', text: 'Molimo označite sve obavezne privole.', durationMs: 3000 }],
        emailError: null,
        email: 'ana@example.com',
        accepted: ['1004'],
      },
    })
    expect(block.getByRole('status').textContent).toBe('Molimo označite sve obavezne privole.')
    expect((block.getByRole('textbox', { name: 'E-mail adresa' }) as HTMLInputElement).value).toBe('ana@example.com')
    expect((block.getByRole('checkbox', { name: 'Privola za personalizirane ponude' }) as HTMLInputElement).checked).toBe(true)
  })

  it('asks to reload the page when the consents could not be loaded', () => {
    const { block } = renderSignup(() => answer({}), null)
    expect(block.getByRole('button', { name: 'Osvježi stranicu' })).toBeTruthy()
  })
})
