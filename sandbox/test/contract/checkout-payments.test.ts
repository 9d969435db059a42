import { beforeEach, describe, expect, it } from 'vitest'
import { useSandbox } from '../sandbox.fixture'
import { cartCall } from './cart.fixture'
import { createOrder, ecommerce, orderRow, readyCart, RETURN_URLS, shopper } from './checkout.fixture'

// A fixed clock that a test may move on: order numbers run per year (2026-000143 follows the seeded 2026-000142).
const START = Date.UTC(2026, 5, 15, 10, 0, 0)
let now = START
const sandbox = useSandbox({ control: true, clock: { now: () => now } })
beforeEach(() => {
  now = START
})

/** A browser request to the sandbox outside api/ (no apiKey), not following redirects. */
function browser(method: string, path: string, form?: Record<string, string>): Promise<Response> {
  const init: RequestInit = { method, redirect: 'manual' }
  if (form) {
    init.body = new URLSearchParams(form).toString()
    init.headers = { 'Content-Type': 'application/x-www-form-urlencoded' }
  }
  return Promise.resolve(sandbox().app.fetch(new Request(`http://sandbox.test${path}`, init)))
}

/** The action and hidden fields of the form in an HPF answer. */
function parseForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? ''
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]))
  return { action, fields }
}

async function cardOrder() {
  const { headers } = await shopper(sandbox())
  const key = await readyCart(sandbox(), headers, { payment: 'card' })
  const { status, body } = await createOrder(sandbox(), key, headers)
  expect(status).toBe(200)
  const page = new URL(parseForm(body.data.html).action)
  const token = page.searchParams.get('token') ?? ''
  return { headers, key, data: body.data, token, pagePath: `${page.pathname}${page.search}`, completePath: `${page.pathname}/complete${page.search}` }
}

describe('card payment (HPF)', () => {
  it('answers a form to the sandbox payment page; the cart session is used meanwhile', async () => {
    const { key, data } = await cardOrder()
    const { action, fields } = parseForm(data.html)
    expect(action).toMatch(new RegExp(`^http://sandbox\\.test/__payments/hpf/${data.orderId}\\?token=\\d+\\.[\\w-]{43}$`))
    expect(fields).toMatchObject({ orderId: String(data.orderId), currency: 'EUR', amount: orderRow(sandbox(), data.orderId).final_amount.toFixed(2) })
    expect(orderRow(sandbox(), data.orderId)).toMatchObject({ status: 'pending', payment_status: 'notPaid', payment_type: 'HPF' })
    expect((await cartCall(sandbox(), 'POST', 'getCart', key)).body.message).toBe('Session already used.')
  })

  it('serves the payment page with the amount and both buttons', async () => {
    const { data, pagePath, completePath } = await cardOrder()
    const { fields } = parseForm(data.html)
    const page = await browser('POST', pagePath, fields)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<title>Sandbox payment page</title>')
    expect(html).toContain(`${fields.amount!.replace('.', ',')} €`)
    expect(html).toContain('>Approve payment</button>')
    expect(html).toContain('>Decline payment</button>')
    expect(html).toContain(`action="${completePath}"`)
    expect((await browser('GET', pagePath)).status).toBe(200)
  })

  it('approve: marks the order paid, archives the cart and redirects to successURL with the orderSlug', async () => {
    const { key, data, pagePath, completePath } = await cardOrder()
    const res = await browser('POST', completePath, { decision: 'approve' })
    expect(res.status).toBe(302)
    const slug = orderRow(sandbox(), data.orderId).slug
    expect(res.headers.get('location')).toBe(`${RETURN_URLS.successURL}?orderSlug=${slug}`)
    expect(orderRow(sandbox(), data.orderId)).toMatchObject({ status: 'confirmed', payment_status: 'paid', paid_at: expect.any(String) })
    expect((await cartCall(sandbox(), 'POST', 'getCart', key)).body.message).toBe('Cart is archived.')
    const again = await browser('POST', completePath, { decision: 'decline' })
    expect(again.status).toBe(409)
    expect((await browser('GET', pagePath)).status).toBe(409)
  })

  it('decline: the order fails, the cart is usable again and a new order can be placed', async () => {
    const { headers, key, data, completePath } = await cardOrder()
    const res = await browser('POST', completePath, { decision: 'decline' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(RETURN_URLS.failureURL)
    expect(orderRow(sandbox(), data.orderId)).toMatchObject({ status: 'failed', payment_status: 'notPaid' })
    const cart = await cartCall(sandbox(), 'POST', 'getCart', key)
    expect(cart.status).toBe(200)
    expect(cart.body.data.items).toHaveLength(1)

    const retry = await createOrder(sandbox(), key, headers)
    expect(retry.status).toBe(200)
    expect(retry.body.data.orderId).not.toBe(data.orderId)
    expect(orderRow(sandbox(), retry.body.data.orderId).number).toBe('2026-000144')
  })

  it('answers 400 for a missing decision', async () => {
    const { completePath } = await cardOrder()
    expect((await browser('POST', completePath, { decision: 'maybe' })).status).toBe(400)
  })

  it('refuses to show or complete an order without its token, with a token of another order, or a forged one (403)', async () => {
    const { data, token } = await cardOrder()
    const other = await cardOrder()
    const forged = `${Number(token.split('.')[0]) + 1}.${token.split('.')[1]}`
    const invalid = 'This payment link is not valid for this order: start the payment from the shop.'
    const missing = 'This payment link has no token: start the payment from the shop.'
    const attempts = [
      [data.orderId, '', missing],
      [data.orderId, `?token=${other.token}`, invalid],
      [data.orderId, `?token=${forged}`, invalid],
      [data.orderId, '?token=garbage', invalid],
      // An unknown order reads like a known one: the page does not tell which ids exist.
      [999999, '', missing],
    ] as const
    for (const [id, query, message] of attempts) {
      const page = `/__payments/hpf/${id}`
      for (const res of [
        await browser('GET', `${page}${query}`),
        await browser('POST', `${page}${query}`),
        await browser('POST', `${page}/complete${query}`, { decision: 'approve' }),
      ]) {
        expect(res.status).toBe(403)
        expect(await res.text()).toContain(message)
      }
    }
    expect(orderRow(sandbox(), data.orderId)).toMatchObject({ status: 'pending', payment_status: 'notPaid' })
  })

  it('refuses the payment link 30 minutes after order/create, on the sandbox clock', async () => {
    const { data, pagePath, completePath } = await cardOrder()
    now = START + 30 * 60 * 1000 - 1
    expect((await browser('GET', pagePath)).status).toBe(200)
    now = START + 30 * 60 * 1000
    const page = await browser('GET', pagePath)
    expect(page.status).toBe(403)
    expect(await page.text()).toContain('This payment link has expired (it is valid for 30 minutes): go back to the shop and place the order again.')
    expect((await browser('POST', completePath, { decision: 'approve' })).status).toBe(403)
    expect(orderRow(sandbox(), data.orderId)).toMatchObject({ status: 'pending', payment_status: 'notPaid' })
  })
})

describe('PayPal', () => {
  async function paypalOrder() {
    const { headers } = await shopper(sandbox())
    const key = await readyCart(sandbox(), headers, { payment: 'paypal' })
    const { status, body } = await createOrder(sandbox(), key, headers)
    expect(status).toBe(200)
    return { headers, key, data: body.data }
  }

  it('answers no html but a payment object with the total', async () => {
    const { data } = await paypalOrder()
    const order = orderRow(sandbox(), data.orderId)
    expect(data).toMatchObject({
      html: null,
      orderId: order.id,
      payment: { id: expect.stringMatching(/^PAYID-SANDBOX-/), total: order.final_amount, currency: 'EUR', orderId: order.id },
    })
  })

  it('pgSuccess completes the payment, archives the cart and answers the thank-you path', async () => {
    const { headers, key, data } = await paypalOrder()
    const { status, body } = await ecommerce(
      sandbox(),
      'POST',
      `order/pgSuccess/${data.orderId}`,
      { details: { id: data.payment.id, status: 'COMPLETED' }, internalRedirect: true },
      headers,
    )
    expect(status).toBe(200)
    const order = orderRow(sandbox(), data.orderId)
    expect(body.data.url).toBe(`/naplata/uspjesna?orderSlug=${order.slug}`)
    expect(order).toMatchObject({ status: 'confirmed', payment_status: 'paid' })
    expect((await cartCall(sandbox(), 'POST', 'getCart', key)).body.message).toBe('Cart is archived.')
    const again = await ecommerce(sandbox(), 'POST', `order/pgSuccess/${data.orderId}`, { details: {}, internalRedirect: true }, headers)
    expect(again.status).toBe(409)
  })

  it("pgSuccess answers the path of the order's own successURL, so a Slovenian shopper lands on /sl/naplata/uspjesna", async () => {
    const { headers } = await shopper(sandbox())
    const key = await readyCart(sandbox(), headers, { payment: 'paypal' })
    const created = await createOrder(sandbox(), key, headers, { successURL: 'http://localhost:3000/sl/naplata/uspjesna?from=paypal' })
    const { orderId, payment } = created.body.data
    const { body } = await ecommerce(sandbox(), 'POST', `order/pgSuccess/${orderId}`, { details: { id: payment.id }, internalRedirect: true }, headers)
    const slug = orderRow(sandbox(), orderId).slug
    expect(body.data.url).toBe(`/sl/naplata/uspjesna?from=paypal&orderSlug=${slug}`)
  })

  it('pgSuccess answers 400 for another payment id, 404 for an unknown order and 400 for a card order', async () => {
    const { headers, data } = await paypalOrder()
    const mismatch = await ecommerce(sandbox(), 'POST', `order/pgSuccess/${data.orderId}`, { details: { id: 'PAYID-OTHER' }, internalRedirect: true }, headers)
    expect(mismatch.status).toBe(400)
    expect((await ecommerce(sandbox(), 'POST', 'order/pgSuccess/999999', { details: {}, internalRedirect: true }, headers)).status).toBe(404)
    const key = await readyCart(sandbox(), headers, { payment: 'card' })
    const card = await createOrder(sandbox(), key, headers)
    expect((await ecommerce(sandbox(), 'POST', `order/pgSuccess/${card.body.data.orderId}`, { details: {}, internalRedirect: true }, headers)).status).toBe(400)
  })

  it('pgSuccess refuses a body without the approved payment id and leaves the order pending', async () => {
    const { headers, key, data } = await paypalOrder()
    for (const body of [{}, { details: {} }, { details: { status: 'COMPLETED' } }, { details: { id: '' } }, { details: null }]) {
      const res = await ecommerce(sandbox(), 'POST', `order/pgSuccess/${data.orderId}`, body, headers)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({
        message: 'details.id is required: the id of the PayPal payment that was approved.',
        statusCode: 400,
        errors: [{ path: 'details.id' }],
      })
    }
    const mismatch = await ecommerce(sandbox(), 'POST', `order/pgSuccess/${data.orderId}`, { details: { id: 'PAYID-OTHER' } }, headers)
    expect(mismatch.body).toMatchObject({ message: 'details.id does not match the order’s payment.', statusCode: 400 })
    expect(orderRow(sandbox(), data.orderId)).toMatchObject({ status: 'pending', payment_status: 'notPaid' })
    expect((await cartCall(sandbox(), 'POST', 'getCart', key)).body.message).toBe('Session already used.')
  })

  it('pgCancel releases the cart session like a declined card', async () => {
    const { key, data } = await paypalOrder()
    expect((await ecommerce(sandbox(), 'POST', `order/pgCancel/${data.orderId}`, {})).status).toBe(200)
    expect((await cartCall(sandbox(), 'POST', 'getCart', key)).status).toBe(200)
  })

  it('serves the emulated PayPal buttons script without an apiKey', async () => {
    const res = await browser('GET', '/__payments/paypal/sdk.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('javascript')
    const script = await res.text()
    expect(script).toContain('Approve with PayPal (sandbox)')
    expect(script).toContain('window.paypal')
  })

  it('runs the script: the button calls createOrder, then onApprove with capture details', async () => {
    const script = await (await browser('GET', '/__payments/paypal/sdk.js')).text()
    const listeners: Record<string, () => void> = {}
    const buttons: Array<{ textContent: string; click: () => void }> = []
    const container = { appendChild: (button: { textContent: string }) => buttons.push(button as never) }
    const fakeDocument = {
      querySelector: () => container,
      createElement: () => {
        const button = {
          type: '',
          textContent: '',
          disabled: false,
          setAttribute: () => {},
          addEventListener: (_: string, fn: () => void) => (listeners[button.textContent || String(buttons.length)] = fn),
          click: () => {},
        }
        button.click = () => listeners[button.textContent]?.()
        return button
      },
    }
    const fakeWindow: { paypal?: any } = {}
    new Function('window', 'document', script)(fakeWindow, fakeDocument)
    const approved = new Promise<{ data: any; details: any }>((resolve) => {
      void fakeWindow.paypal
        .Buttons({
          createOrder: () => 'PAYID-SANDBOX-1',
          onApprove: async (data: any, actions: any) => resolve({ data, details: await actions.order.capture() }),
        })
        .render('#paypal')
    })
    const approve = buttons.find((b) => b.textContent === 'Approve with PayPal (sandbox)')!
    approve.click()
    const { data, details } = await approved
    expect(data.orderID).toBe('PAYID-SANDBOX-1')
    expect(details).toMatchObject({ id: 'PAYID-SANDBOX-1', status: 'COMPLETED' })
  })
})
