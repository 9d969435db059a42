/**
 * Storefront spec §4: "the returned html form is appended to the page and submitted (redirect to the external
 * payment provider)". The html comes from our own backend's `order/create` (the provider's form with hidden
 * fields); the browser leaves the shop with the form's POST.
 */
export function submitHostedForm(html: string, doc: Document = document): void {
  const holder = doc.createElement('div')
  holder.hidden = true
  holder.innerHTML = html
  doc.body.append(holder)
  const form = holder.querySelector('form')
  if (!form) throw new Error('The payment provider answered no form to submit.')
  form.submit()
}
