import { createCartService, createCatalogService, createStorefront, memoryStorage } from '@vitrina/sdk'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useShopSession } from './browser'

const session = useShopSession()

const SIMPLE_SLUG = 'kvarner-kids-nova-sportska-kolica'
const SHOPPER = { email: 'kupac@vitrina.test', password: 'Kupac123!' }
const CART_UPDATED = 'Košarica je u međuvremenu ažurirana, provjerite cijene.'
const CONSENTS_REQUIRED = 'Molimo prihvatite sve obavezne privole.'
/** The seeded Checkout assignment (docs/contract.md, Content): 1001 and 1002 required, 1003 optional. */
const REQUIRED_CONSENTS = ['Prihvaćam uvjete kupnje *', 'Privola za obradu osobnih podataka *']
const CONSENT_LOG = '/api/v1/privacy/web/consent/log/create'

/**
 * The consent log the browser posts (not its CORS preflight), read from the sandbox's answer: the log as stored.
 * Chromium does not hand the body of a fetch with a Request object to the page's listeners.
 */
async function consentLog(page: Page, action: () => Promise<void>): Promise<{ status: number; log: Record<string, unknown> }> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === CONSENT_LOG && response.request().method() === 'POST')
  await action()
  const response = await answered
  return { status: response.status(), log: ((await response.json()) as { data: Record<string, unknown> }).data }
}

/**
 * A visitor who put the simple product in the cart earlier: the cart is made through the SDK against the
 * sandbox and its session cookies go into the browser, as the SDK in the browser would have left them.
 */
async function visitorWithCart(): Promise<{ productId: number | string; name: string; price: number }> {
  const shop = createStorefront({ apiUrl: session.sandboxUrl, apiKey: 'vitrina-sandbox-key', siteId: 1, storeId: 1, apiKeyId: 7, storage: memoryStorage() })
  const product = await createCatalogService(shop).getProduct({ slug: SIMPLE_SLUG })
  if (!product.ok) throw product.error
  const added = await createCartService(shop).add(product.data, 1)
  if (!added.ok) throw new Error(`The seed add failed: ${added.reason}`)
  const cartSession = createCartService(shop).$session.get()!
  await session.context.addCookies([
    { name: 'cartId', value: String(cartSession.cartId), url: session.shopUrl },
    { name: 'protectCode', value: cartSession.protectCode, url: session.shopUrl },
  ])
  return { productId: product.data.id, name: product.data.name, price: added.cart.items[0]!.prices.base.finalPrice }
}

/** Opens /naplata logged out: the registered-only checkout sends the shopper to log in, and back to /naplata after. */
async function logInThroughCheckout(page: Page): Promise<void> {
  await session.open('/naplata')
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/prijava?redirect=/naplata')
  await page.getByLabel('E-mail').fill(SHOPPER.email)
  await page.getByLabel('Lozinka').fill(SHOPPER.password)
  await page.getByRole('button', { name: 'Prijavi se' }).click()
  await session.waitForPage('/naplata')
  await page.getByRole('heading', { name: 'Naplata', level: 1 }).waitFor()
}

/** The rest of the delivery address (a logged-in shopper's name and e-mail are filled in). */
async function fillAddress(page: Page): Promise<void> {
  await page.getByRole('option', { name: 'Hrvatska' }).waitFor({ state: 'attached' })
  await page.getByLabel('Telefon').fill('+385 91 234 5678')
  await page.getByLabel('Ulica').fill('Ilica')
  await page.getByLabel('Kućni broj').fill('10')
  await page.getByLabel('Poštanski broj').fill('10000')
  await page.getByLabel('Grad').fill('Zagreb')
}

/** The address, the required consents ticked, then the shipping step. */
async function addressStep(page: Page): Promise<void> {
  await fillAddress(page)
  for (const consent of REQUIRED_CONSENTS) await page.getByLabel(consent, { exact: true }).check()
  await page.getByRole('button', { name: 'Nastavi na dostavu' }).click()
  await page.getByRole('button', { name: 'Nastavi na plaćanje' }).waitFor()
}

/** Chooses the courier and goes on to the payment step. */
async function courierStep(page: Page): Promise<void> {
  await page.getByLabel(/Dostava kurirskom službom/).check()
  await page.getByRole('button', { name: 'Nastavi na plaćanje' }).click()
  await page.getByRole('button', { name: 'Potvrdi narudžbu' }).waitFor()
}

/** Chooses a payment method; its save runs at once and the radio follows the saved choice. */
async function choosePayment(page: Page, name: string): Promise<void> {
  const radio = page.getByLabel(name, { exact: true })
  await radio.check()
  await page.getByRole('button', { name: 'Potvrdi narudžbu' }).and(page.locator(':enabled')).waitFor()
}

/** On the thank-you page: the order number of the query, and the header's empty cart. */
async function thankYouPage(page: Page): Promise<string> {
  await session.waitForPage('/naplata/uspjesna')
  await page.getByRole('heading', { name: 'Hvala na narudžbi!' }).waitFor()
  const orderSlug = new URL(page.url()).searchParams.get('orderSlug') ?? ''
  expect(orderSlug).toMatch(/^2026-\d{6}-/)
  await page.getByText(`Broj narudžbe: ${orderSlug}`).waitFor()
  await page.getByRole('button', { name: 'Košarica (0)' }).waitFor()
  return orderSlug
}

/** Pays on the sandbox's hosted payment page: approve or decline. */
async function hostedPaymentPage(page: Page, decision: 'Approve payment' | 'Decline payment'): Promise<void> {
  await page.getByText('Sandbox payment page').waitFor()
  expect(new URL(page.url()).origin).toBe(session.sandboxUrl)
  await page.getByRole('button', { name: decision }).click()
}

/** A toast of the page's notifications (sonner's region), by its text. */
const toast = (page: Page, text: string) => page.getByRole('region', { name: /^Notifications/ }).getByText(text)

// The thank-you page pushes the event once it has hydrated, which can be after its server-rendered text shows: polled.
const dataLayer = (page: Page) => expect.poll(() => page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []), { timeout: 10_000 })

describe('the checkout', () => {
  it('sends a logged-out shopper to log in, then places a cash order and shows its number and the purchase event', async () => {
    const { page } = session
    const { name, price } = await visitorWithCart()
    await logInThroughCheckout(page)
    expect(await page.getByLabel('Ime', { exact: true }).inputValue()).toBe('Ana')

    await addressStep(page)
    await courierStep(page)
    await choosePayment(page, 'Plaćanje pouzećem')
    await page.getByRole('button', { name: 'Potvrdi narudžbu' }).click()

    const orderSlug = await thankYouPage(page)
    await dataLayer(page).toEqual([
      {
        event: 'purchase',
        ecommerce: expect.objectContaining({
          transaction_id: orderSlug,
          currency: 'EUR',
          coupon: 'none',
          items: [expect.objectContaining({ name, quantity: 1, price })],
        }),
      },
    ])
  })

  it('refuses the address step until the required consents are ticked, and logs the ticked ones after the order', async () => {
    const { page } = session
    await visitorWithCart()
    await logInThroughCheckout(page)
    await fillAddress(page)
    const consents = page.getByRole('group', { name: 'Privole' })
    await consents.getByLabel('Želim primati newsletter s ponudama', { exact: true }).waitFor()

    await page.getByRole('button', { name: 'Nastavi na dostavu' }).click()
    await toast(page, CONSENTS_REQUIRED).waitFor()
    await consents.getByRole('alert').filter({ hasText: CONSENTS_REQUIRED }).waitFor()
    expect(await page.getByRole('button', { name: 'Nastavi na plaćanje' }).count()).toBe(0)

    // 'Prihvaćam uvjete kupnje' alone is not enough: the seed requires the data-processing consent too.
    await consents.getByLabel('Prihvaćam uvjete kupnje *', { exact: true }).check()
    await page.getByRole('button', { name: 'Nastavi na dostavu' }).click()
    await consents.getByRole('alert').filter({ hasText: CONSENTS_REQUIRED }).waitFor()
    expect(await page.getByRole('button', { name: 'Nastavi na plaćanje' }).count()).toBe(0)

    await consents.getByLabel('Privola za obradu osobnih podataka *', { exact: true }).check()
    await consents.getByLabel('Želim primati newsletter s ponudama', { exact: true }).check()
    expect(await consents.getByRole('alert').count()).toBe(0)
    await page.getByRole('button', { name: 'Nastavi na dostavu' }).click()
    await page.getByRole('button', { name: 'Nastavi na plaćanje' }).waitFor()
    await courierStep(page)
    await choosePayment(page, 'Plaćanje pouzećem')

    const { status, log } = await consentLog(page, () => page.getByRole('button', { name: 'Potvrdi narudžbu' }).click())
    expect(status).toBe(201)
    expect(log).toMatchObject({
      status: 'accepted',
      statusTimestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      sourceType: 'cmsSite',
      consents: [1, 2, 3],
      user: { userType: 'webUser', email: SHOPPER.email },
    })
    await thankYouPage(page)
  })

  it('pays by card on the hosted payment page; a decline keeps the cart, an approval completes the order', async () => {
    const { page } = session
    const { name } = await visitorWithCart()
    await logInThroughCheckout(page)
    await addressStep(page)
    await courierStep(page)
    await choosePayment(page, 'Kartično plaćanje')
    await page.getByRole('button', { name: 'Potvrdi narudžbu' }).click()

    await hostedPaymentPage(page, 'Decline payment')
    await session.waitForPage('/kosarica')
    await toast(page, 'Plaćanje nije uspjelo').waitFor()
    await page.getByRole('heading', { name: 'Pregled košarice', level: 1 }).waitFor()
    await page.getByRole('link', { name }).waitFor()
    await page.getByRole('button', { name: 'Košarica (1)' }).waitFor()

    await page.getByRole('link', { name: 'Nastavi na naplatu' }).click()
    await page.getByRole('heading', { name: 'Naplata', level: 1 }).waitFor()
    await addressStep(page)
    await courierStep(page)
    await choosePayment(page, 'Kartično plaćanje')
    await page.getByRole('button', { name: 'Potvrdi narudžbu' }).click()
    await hostedPaymentPage(page, 'Approve payment')

    const orderSlug = await thankYouPage(page)
    await dataLayer(page).toEqual([{ event: 'purchase', ecommerce: expect.objectContaining({ transaction_id: orderSlug }) }])
    expect((await session.context.cookies()).map((cookie) => cookie.name)).not.toContain('cartId')
  })

  it('pays with PayPal through the provider buttons: a cancel keeps the cart, an approval completes the order', async () => {
    const { page } = session
    await visitorWithCart()
    await logInThroughCheckout(page)
    await addressStep(page)
    await courierStep(page)
    await choosePayment(page, 'PayPal')
    await page.getByRole('button', { name: 'Potvrdi narudžbu' }).click()

    // The sandbox's emulated PayPal script renders the provider's buttons. A cancel cancels that order and
    // leaves the cart usable: back at the payment step, a second order goes through.
    await page.getByRole('button', { name: 'Cancel PayPal payment (sandbox)' }).click()
    await toast(page, 'Plaćanje nije uspjelo').waitFor()
    await page.getByRole('button', { name: 'Košarica (1)' }).waitFor()
    await choosePayment(page, 'PayPal')
    await page.getByRole('button', { name: 'Potvrdi narudžbu' }).click()
    await page.getByRole('button', { name: 'Approve with PayPal (sandbox)' }).click()
    const orderSlug = await thankYouPage(page)
    await dataLayer(page).toEqual([{ event: 'purchase', ecommerce: expect.objectContaining({ transaction_id: orderSlug }) }])
    expect((await session.context.cookies()).map((cookie) => cookie.name)).not.toContain('cartId')
  })

  it('picks the order up at a branch', async () => {
    const { page } = session
    await visitorWithCart()
    await logInThroughCheckout(page)
    await addressStep(page)

    await page.getByLabel(/Preuzimanje u poslovnici/).check()
    const branches = page.getByRole('group', { name: 'Odaberite poslovnicu za preuzimanje' })
    await branches.getByText('Poljička cesta 35, 21000 Split').waitFor()
    await branches.getByText('Ponedjeljak – Petak').first().waitFor()
    await page.getByRole('button', { name: 'Nastavi na plaćanje' }).click()
    await page.getByText('Odaberite poslovnicu za preuzimanje prije nastavka.').first().waitFor()

    await branches.getByLabel('Vitrina Split').check()
    await page.getByRole('button', { name: 'Nastavi na plaćanje' }).click()
    await page.getByRole('button', { name: 'Potvrdi narudžbu' }).waitFor()
    await page.getByText('Preuzimanje u poslovnici: Vitrina Split').waitFor()
    await choosePayment(page, 'Plaćanje pouzećem')
    await page.getByRole('button', { name: 'Potvrdi narudžbu' }).click()

    await thankYouPage(page)
  })

  it('stops the order with the cart-updated notice when the price changed on the server meanwhile', async () => {
    const { page } = session
    const { productId, price } = await visitorWithCart()
    await logInThroughCheckout(page)
    await addressStep(page)
    await courierStep(page)
    await choosePayment(page, 'Plaćanje pouzećem')

    await session.control(`products/${productId}`, { method: 'PATCH', body: { finalPrice: price + 5 } })
    await page.getByRole('button', { name: 'Potvrdi narudžbu' }).click()

    await page.getByRole('status').filter({ hasText: CART_UPDATED }).first().waitFor()
    expect(new URL(page.url()).pathname).toBe('/naplata')
    const newPrice = `${(price + 5).toFixed(2).replace('.', ',')} €`
    await page.getByRole('region', { name: 'Vaša narudžba' }).getByText(newPrice).first().waitFor()

    // Seen the new price, the shopper places the order.
    await page.getByRole('button', { name: 'Potvrdi narudžbu' }).click()
    await thankYouPage(page)
  })

  it('lets a guest check out when the site allows guest checkout', async () => {
    const { page } = session
    await session.control('options', { method: 'PATCH', body: { guestCheckout: true } })
    await visitorWithCart()
    await session.open('/naplata')
    expect(new URL(page.url()).pathname).toBe('/naplata')

    await page.getByLabel('Ime', { exact: true }).fill('Iva')
    await page.getByLabel('Prezime').fill('Gost')
    await page.getByLabel('E-mail').fill('iva.gost@example.hr')
    await addressStep(page)
    await courierStep(page)
    await choosePayment(page, 'Plaćanje pouzećem')
    const { log } = await consentLog(page, () => page.getByRole('button', { name: 'Potvrdi narudžbu' }).click())

    // A guest's consents are logged with the e-mail the guest gave.
    expect(log).toMatchObject({ consents: [1, 2], user: { userType: 'webUser', email: 'iva.gost@example.hr' } })
    await thankYouPage(page)
  })

  it('sends any path containing checkout/failure to the cart of its language, saying the payment failed', async () => {
    const { page } = session
    const { name } = await visitorWithCart()

    await session.open('/naplata/checkout/failure/1234')
    await session.waitForPage('/kosarica')
    await toast(page, 'Plaćanje nije uspjelo').waitFor()
    await page.getByRole('link', { name }).waitFor()

    await session.open('/en/checkout/failure')
    await session.waitForPage('/en/cart')
    await toast(page, 'The payment did not go through').waitFor()

    // However deep the provider's failure URL is.
    await session.open('/sl/a/b/c/checkout/failure/x?code=51')
    await session.waitForPage('/sl/kosarica')
  })
})
