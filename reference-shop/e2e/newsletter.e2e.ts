import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useShopSession } from './browser'

const session = useShopSession()

const SUBSCRIBED = 'Vaš e-mail je uspješno poslan. Hvala vam!'
const ALREADY_SUBSCRIBED = 'Ova adresa e-pošte već je prijavljena na newsletter.'

/** Signs `email` up in the newsletter block, ticking its two required consents (docs/contract.md: 1002 and 1003). */
async function signUp(block: Locator, email: string): Promise<void> {
  await block.getByLabel('E-mail adresa').fill(email)
  await block.getByLabel('Privola za obradu osobnih podataka *').check()
  await block.getByLabel('Želim primati newsletter s ponudama *').check()
  await block.getByRole('button', { name: 'Prijavi se' }).click()
}

describe('newsletter', () => {
  it('subscribes on the home page with the success text, and the same e-mail again with the already-subscribed notice', async () => {
    const { page } = session
    await session.open('/')
    const block = page.getByRole('region', { name: 'Newsletter' })
    // The optional consent has no star; the required ones have.
    await block.getByLabel('Privola za personalizirane ponude', { exact: true }).waitFor()

    await signUp(block, 'iva.newsletter@primjer.hr')
    await page.getByText(SUBSCRIBED).waitFor()
    // The form starts empty again.
    expect(await block.getByLabel('E-mail adresa').inputValue()).toBe('')
    expect(await block.getByLabel('Privola za obradu osobnih podataka *').isChecked()).toBe(false)
    const subscribers = (await session.control('newsletter', { method: 'GET' })) as { data: { email: string; language: string }[] }
    expect(subscribers.data).toEqual([expect.objectContaining({ email: 'iva.newsletter@primjer.hr', language: 'hr' })])

    await signUp(block, 'iva.newsletter@primjer.hr')
    await page.getByText(ALREADY_SUBSCRIBED).waitFor()
    expect(((await session.control('newsletter', { method: 'GET' })) as { data: unknown[] }).data).toHaveLength(1)
  })

  it('refuses a sign-up without the required consents, sending nothing', async () => {
    const { page } = session
    await session.open('/')
    const block = page.getByRole('region', { name: 'Newsletter' })
    await block.getByLabel('E-mail adresa').fill('iva.newsletter@primjer.hr')
    await block.getByRole('button', { name: 'Prijavi se' }).click()
    await page.getByText('Molimo prihvatite sve obavezne privole.').waitFor()
    expect(((await session.control('newsletter', { method: 'GET' })) as { data: unknown[] }).data).toEqual([])
  })
})

describe('404 reporting', () => {
  it('records an unknown path with the sandbox once, when the shop answers it 404', async () => {
    session.allowDocumentStatus(404)
    const { page } = session
    const { status } = await session.open('/ova-stranica-ne-postoji')
    expect(status).toBe(404)
    await page.getByText('Stranica nije pronađena').waitFor()

    await expect.poll(failedRequests).toEqual([expect.objectContaining({ path: '/ova-stranica-ne-postoji', count: 1 })])
  })

  it('records the unknown path of a client-side navigation too, from the server that answered its data 404', async () => {
    session.allowFailedCall(404, '/sl/ni-te-strani.data')
    const { page } = session
    await session.open('/sl/')
    // What a link in CMS content to a page that is gone does: a client-side navigation.
    await page.evaluate(() =>
      (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate('/sl/ni-te-strani'),
    )
    await page.getByRole('heading', { name: 'Stran ni bila najdena' }).waitFor()
    await expect.poll(failedRequests).toEqual([expect.objectContaining({ path: '/sl/ni-te-strani', count: 1 })])
  })
})

/** The 404 paths the sandbox recorded (control API). */
async function failedRequests(): Promise<{ path: string; count: number }[]> {
  return ((await session.control('failed-requests', { method: 'GET' })) as { data: { path: string; count: number }[] }).data
}
