import { describe, expect, it } from 'vitest'
import { useShopSession } from './browser'
import { logInWithoutPage } from './log-in'

// Issue 14, the admin area: an editor's consents, page templates and caches, and the door that keeps others out. Two
// walks with as few page loads as they need; a visitor's view of the home page is fetched without a browser.
const session = useShopSession()

const EDITOR = { email: 'urednik@vitrina.test', password: 'Urednik123!' }
const SHOPPER = { email: 'kupac@vitrina.test', password: 'Kupac123!' }
const RENAMED = 'Sve za bebe i mame'

/** The home page as a visitor without cookies gets it (the shop may serve it from its caches). */
async function visitorHome(): Promise<string> {
  const response = await fetch(`${session.shopUrl}/`)
  expect(response.status).toBe(200)
  return response.text()
}

describe('the admin area', () => {
  it('lets the editor make a consent of the Newsletter form required, which the storefront then demands, and make and delete a page template', async () => {
    const { page } = session
    // A visitor's home page, with the newsletter block's consents, is cached before the change: the save must reach it.
    await visitorHome()
    await logInWithoutPage(session, EDITOR)
    await session.open('/admin')
    const sidebar = page.getByRole('navigation', { name: 'Administracija' })
    // The e2e shop keeps its cache in Redis, so Caches is there too.
    for (const name of ['Privole', 'Predlošci stranica', 'Predmemorija']) await sidebar.getByRole('link', { name, exact: true }).waitFor()
    await page.getByRole('group', { name: 'Jezik administracije' }).getByRole('link', { name: 'sl' }).waitFor()
    await page.getByRole('link', { name: 'Natrag na stranicu' }).waitFor()

    await sidebar.getByRole('link', { name: 'Privole', exact: true }).click()
    await session.waitForPage('/admin/consent')
    await page.getByRole('link', { name: 'Newsletter', exact: true }).click()
    await session.waitForPage('/admin/consent/newsletter')
    await page.getByLabel('Obavezna: Privola za personalizirane ponude').check()
    await page.getByRole('button', { name: 'Spremi' }).click()
    await page.getByText('Privole su spremljene.').waitFor()

    // The storefront, as a visitor: the consent is starred now and the sign-up is refused without it.
    await session.context.clearCookies()
    await session.open('/')
    const block = page.getByRole('region', { name: 'Newsletter' })
    await block.getByLabel('Privola za personalizirane ponude *').waitFor()
    await block.getByLabel('E-mail adresa').fill('iva.admin@primjer.hr')
    await block.getByLabel('Privola za obradu osobnih podataka *').check()
    await block.getByLabel('Želim primati newsletter s ponudama *').check()
    await block.getByRole('button', { name: 'Prijavi se' }).click()
    await page.getByText('Molimo prihvatite sve obavezne privole.').waitFor()
    expect(((await session.control('newsletter', { method: 'GET' })) as { data: unknown[] }).data).toEqual([])

    // Page templates: the slug rule of back-office spec §5 first, then a template made and deleted.
    await logInWithoutPage(session, EDITOR)
    await session.open('/admin/templates')
    await page.getByLabel('Naziv').fill('Ljetna akcija')
    await page.getByLabel('Slug').fill('akc')
    await page.getByRole('button', { name: 'Izradi predložak' }).click()
    await page.getByRole('alert').filter({ hasText: 'Slug je kratak (minimum 4 znaka)!' }).waitFor()
    await page.getByLabel('Slug').fill('ljetna-akcija')
    await page.getByRole('button', { name: 'Izradi predložak' }).click()
    const remove = page.getByRole('button', { name: 'Obriši predložak Ljetna akcija' })
    await remove.click()
    await page.getByText('Predložak je obrisan.').waitFor()
    await remove.waitFor({ state: 'detached' })
  })

  it('lists what the shop caches and purges it, which shows a renamed menu item at once; shoppers and visitors are sent to /adminLogin', async () => {
    const { page } = session
    const tree = (await (
      await fetch(`${session.sandboxUrl}/api/v1/cms/navigation/tree/main`, { headers: { apiKey: 'vitrina-sandbox-key', site: '1', store: '1' } })
    ).json()) as { data: Array<{ id: number; title: string }> }
    const item = tree.data[0]!
    expect(await visitorHome()).toContain(item.title)
    // Renamed behind the shop's back (no purge, unlike session.control): the cached menu still has the old title.
    const renamed = await fetch(`${session.sandboxUrl}/__sandbox/navigation/items/${item.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: RENAMED }),
    })
    expect(renamed.status).toBe(200)
    expect(await visitorHome()).not.toContain(RENAMED)

    await logInWithoutPage(session, EDITOR)
    await session.open('/admin/cache')
    await page.getByRole('cell', { name: 'navigation', exact: true }).waitFor()
    await page.getByRole('cell', { name: 'page', exact: true }).waitFor()
    await page.getByRole('button', { name: 'Očisti svu predmemoriju' }).click()
    await page.getByText(/^Obrisano zapisa: [1-9]\d*$/).waitFor()
    expect(await visitorHome()).toContain(RENAMED)

    // The door: a shopper, then a visitor, go to the admin login of the page's language.
    await session.context.clearCookies()
    await logInWithoutPage(session, SHOPPER)
    await page.goto(`${session.shopUrl}/admin/consent`)
    await page.waitForURL((url) => url.pathname === '/adminLogin')
    await session.context.clearCookies()
    await page.goto(`${session.shopUrl}/sl/admin/templates`)
    await page.waitForURL((url) => url.pathname === '/sl/adminLogin')
    await page.getByRole('heading', { name: 'Administracija' }).waitFor()
  })
})
