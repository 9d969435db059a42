import { escapeHtml } from '../http/http.html'

/** What the hosted payment form shows and posts about an order. */
export interface HpfOrder {
  id: number
  number: string
  finalAmount: number
}

/** The hosted payment page's path for `order`, carrying its signed token (see hpf.token.ts). */
export function hpfPagePath(orderId: number, token: string): string {
  return `/__payments/hpf/${orderId}?token=${encodeURIComponent(token)}`
}

/**
 * The `html` of an HPF `order/create` answer: a form the shop appends to the page and submits, which takes the
 * shopper to the sandbox's hosted payment page (spec: "the returned html form is appended to the page and submitted").
 * The action carries the order's signed token: the page acts only with it, so an order id alone pays nothing.
 */
export function hpfFormHtml(origin: string, order: HpfOrder, token: string): string {
  const fields = { orderId: String(order.id), orderNumber: order.number, amount: order.finalAmount.toFixed(2), currency: 'EUR' }
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('')
  return `<form method="post" action="${escapeHtml(`${origin}${hpfPagePath(order.id, token)}`)}" id="vitrina-hpf-form">${inputs}</form>`
}

/** Formats an amount the Croatian way: 12,34 €. */
function euros(amount: number): string {
  return `${amount.toFixed(2).replace('.', ',')} €`
}

/** The hosted payment page: the amount and two buttons, posting the decision (and the token) to `/complete`. */
export function hpfPageHtml(order: HpfOrder, state: 'pending' | 'final', token: string): string {
  const body =
    state === 'pending'
      ? `<p>Order <strong>${escapeHtml(order.number)}</strong></p>
    <p>Amount to pay: <strong data-testid="amount">${euros(order.finalAmount)}</strong></p>
    <form method="post" action="${escapeHtml(`/__payments/hpf/${order.id}/complete?token=${encodeURIComponent(token)}`)}">
      <button type="submit" name="decision" value="approve">Approve payment</button>
      <button type="submit" name="decision" value="decline">Decline payment</button>
    </form>`
      : `<p role="status">The payment of order ${escapeHtml(order.number)} is already completed.</p>`
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox payment page</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.6rem 1.2rem;margin-right:.5rem}</style></head>
<body>
  <main>
    <h1>Sandbox payment page</h1>
    <p>No money moves: this page stands in for the card provider's hosted payment form.</p>
    ${body}
  </main>
</body>
</html>`
}
