import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useShopSession } from './browser'

const session = useShopSession()

// axe-core in the page, as accessibility.e2e.ts runs it: serious and critical violations fail, and the heading order.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: Document, options: object): Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }> }>
        }
      }
    ).axe
    return (await axe.run(document, { resultTypes: ['violations'] })).violations
  })
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '') || violation.id === 'heading-order')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`))
}

/** A price-on-request product of category 1028 (docs/contract.md, Products worth knowing: KOL-1028-001). */
const ON_REQUEST = { slug: 'nordik-baby-vita-luksuzna-kolica' }
/** An unavailable product (stock 0): KOL-1003-002. */
const UNAVAILABLE = { slug: 'nordik-baby-kvarner-kolica-za-dvoje-djece', sku: 'KOL-1003-002' }
const CONSENT = 'Privola za obradu osobnih podataka *'
const CONSENTS_REQUIRED = 'Molimo prihvatite sve obavezne privole.'
const SOMETHING_WENT_WRONG = 'Nešto je pošlo po zlu. Molimo pokušajte ponovno.'

/** Fills the contact form's fields (the CMS form `kontakt`), leaving its consent as it is. */
async function fillContact(page: Page): Promise<void> {
  const form = page.locator('form', { has: page.getByLabel('Predmet *') })
  await form.getByLabel('Ime i prezime *').fill('Iva Ivić')
  await form.getByLabel('E-mail *').fill('iva@primjer.hr')
  await form.getByLabel('Predmet *').selectOption({ label: 'Narudžba' })
  await form.getByLabel('Poruka *').fill('Dostavljate li na otoke?')
}

describe('custom forms', () => {
  it('sends a price enquiry for a price-on-request product: the product filled in, the captcha passed, the thank-you shown', async () => {
    const { page } = session
    await session.open(`/product/${ON_REQUEST.slug}`)
    const name = await page.getByRole('heading', { level: 1 }).textContent()
    // The product's own button comes first; related products on request have theirs further down.
    await page.getByRole('button', { name: 'Pošaljite upit za proizvod' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Pošaljite upit za proizvod' })
    // Spec §4 "The product field fills after 300 ms".
    await expect.poll(() => dialog.getByLabel('Proizvod *').inputValue(), { timeout: 15_000 }).toBe(name)
    await dialog.getByLabel('Ime i prezime *').fill('Iva Ivić')
    await dialog.getByLabel('E-mail *').fill('iva@primjer.hr')
    await dialog.getByLabel('Telefon *').fill('091 234 5678')
    await dialog.getByLabel('Poruka *').fill('Koja je cijena s dostavom na otok?')
    await dialog.getByLabel(CONSENT).check()
    await dialog.getByRole('button', { name: 'Pošalji upit' }).click()
    await dialog.getByRole('button', { name: 'Šaljem...' }).waitFor()

    const thanks = page.getByRole('dialog', { name: 'Hvala na upitu!' })
    await thanks.getByText('Hvala! Vaš upit je poslan.').waitFor()
    // The invisible captcha ran: its script came from the backend and rendered its widget with the site's key.
    expect(await page.locator('[data-sandbox-captcha]').getAttribute('data-sandbox-captcha')).toBe('vitrina-captcha-pass')
    await thanks.getByRole('button', { name: 'Zatvori' }).first().click()
    await thanks.waitFor({ state: 'detached' })
  })

  it('refuses to send the contact form without its required consent, then sends it', async () => {
    const { page } = session
    await session.open('/kontakt')
    await page.getByRole('heading', { name: 'Kontaktirajte nas', level: 2 }).waitFor()
    await fillContact(page)
    const send = page.getByRole('button', { name: 'Pošalji poruku' })
    await send.click()
    // The form says it under the consents, and the toaster says it too.
    await page.getByRole('alert').filter({ hasText: CONSENTS_REQUIRED }).waitFor()

    await page.getByLabel(CONSENT).check()
    await send.click()
    await page.getByRole('status').filter({ hasText: 'Hvala na poruci! Javit ćemo vam se uskoro.' }).waitFor()
    expect(await page.getByRole('button', { name: 'Pošalji poruku' }).count()).toBe(0)
  })

  it('shows the error when the captcha’s verify step fails (the failing site key), and keeps the form', async () => {
    const { page } = session
    await session.control('captcha', { method: 'PUT', body: { siteKey: 'vitrina-captcha-fail' } })
    session.allowFailedCall(400, '/api/v1/cms/form/storeData')
    await session.open('/kontakt')
    await page.getByRole('heading', { name: 'Kontaktirajte nas', level: 2 }).waitFor()
    await fillContact(page)
    await page.getByLabel(CONSENT).check()
    await page.getByRole('button', { name: 'Pošalji poruku' }).click()
    await page.getByText(SOMETHING_WENT_WRONG).waitFor()
    expect(await page.getByLabel('Poruka *').inputValue()).toBe('Dostavljate li na otoke?')
    await page.getByRole('button', { name: 'Pošalji poruku' }).waitFor()
  })

  it('sends a complaint with a photo through the public upload', async () => {
    const { page } = session
    await session.open('/kontakt')
    // The contact section hydrates with its chunk, after the page: its form's fields show once it has (they load in
    // the browser), and a click before that would go nowhere.
    await page.getByLabel('Poruka *').waitFor()
    await page.getByRole('button', { name: 'Prijavite reklamaciju' }).click()
    const dialog = page.getByRole('dialog', { name: 'Prijava reklamacije' })
    await dialog.getByLabel('Ime i prezime *').fill('Iva Ivić')
    await dialog.getByLabel('E-mail *').fill('iva@primjer.hr')
    await dialog.getByLabel('Broj narudžbe *').fill('2026-000101')
    await dialog.getByLabel('Opis problema *').fill('Kotač je slomljen.')
    await dialog
      .getByLabel('Fotografije ili račun *')
      .setInputFiles({ name: 'kotac.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xd9]) })
    await dialog.getByLabel(CONSENT).check()
    await dialog.getByRole('button', { name: 'Pošalji' }).click()
    await dialog.getByText('Hvala! Vašu reklamaciju rješavamo u roku od 8 dana.').waitFor()
  })

  it('offers the availability form on a product that cannot be bought, and mails its confirmation', async () => {
    const { page } = session
    await session.open(`/product/${UNAVAILABLE.slug}`)
    // The product's own notice comes first; related products' cards have theirs further down.
    await page.getByText('Proizvod nedostupan').first().waitFor()
    await page.getByRole('button', { name: 'Obavijesti me kad bude dostupno' }).click()
    const dialog = page.getByRole('dialog', { name: 'Obavijest o dostupnosti' })
    await dialog.getByLabel('E-mail *').fill('mama@primjer.hr')
    await dialog.getByLabel(CONSENT).check()
    await dialog.getByLabel('Obavijesti me kada proizvod bude dostupan *').check()
    await dialog.getByRole('button', { name: 'Pošalji' }).click()
    await dialog.getByText('Potvrdite prijavu putem poveznice koju smo vam poslali e-poštom.').waitFor()
    const mails = (await session.control('mailbox?to=mama%40primjer.hr', { method: 'GET' })) as { data: Array<{ kind: string; links: string[] }> }
    expect(mails.data.map((mail) => [mail.kind, new URL(mail.links[0]!).pathname])).toEqual([['formConfirmation', '/potvrdi-email']])
  })

  it('leaves no serious accessibility violation on the contact page and in the open enquiry dialog', async () => {
    const { page } = session
    await session.open('/kontakt')
    await page.getByLabel('Predmet *').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await session.open(`/product/${ON_REQUEST.slug}`)
    await page.getByRole('button', { name: 'Pošaljite upit za proizvod' }).first().click()
    await page.getByRole('dialog').getByLabel('Privola za obradu osobnih podataka *').waitFor()
    expect(await axeViolations(page)).toEqual([])
  })
})
