import { describe, expect, it } from 'vitest'
import { useShopSession } from './browser'

const session = useShopSession()

describe('content pages', () => {
  it('lists the news in pages of 5, loads more, and opens a post with its title and body', async () => {
    const { page } = session
    const { status } = await session.open('/')
    expect(status).toBe(200)
    // The footer's 'Novosti' is the news list.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Novosti', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Novosti' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/objave')
    const cards = page.getByRole('list', { name: 'Novosti' }).getByRole('listitem')
    expect(await cards.count()).toBe(5)

    await page.getByRole('button', { name: 'Učitaj više' }).click()
    await cards.nth(5).waitFor()
    expect(await cards.count()).toBe(10)

    const title = await cards.first().getByRole('heading', { level: 2 }).innerText()
    await cards.first().getByRole('link', { name: 'Pročitaj više' }).click()
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    expect(new URL(page.url()).pathname).toMatch(/^\/[a-z0-9-]+$/)
    const body = page.getByTestId('post-body')
    expect(await body.locator('p').count()).toBeGreaterThan(0)
    expect(await body.locator('h2').count()).toBe(1)
    expect(await page.getByTestId('post-tags').innerText()).toContain(' | ')
    const facebook = await page.getByRole('link', { name: 'Podijeli na Facebooku' }).getAttribute('href')
    expect(facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(session.shopUrl + new URL(page.url()).pathname)}`)
    expect(await page.getByRole('link', { name: 'Podijeli na X-u' }).getAttribute('href')).toContain('twitter.com/intent/tweet?url=')
  })

  it('opens the "O nama" page from the footer, and its Slovenian page under /sl', async () => {
    const { page } = session
    await session.open('/')
    await page.locator('footer').getByRole('link', { name: 'O nama', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'O nama' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/o-nama')
    await page.getByText('Vitrina je obiteljska trgovina').first().waitFor()

    const { status } = await session.open('/sl/o-nas')
    expect(status).toBe(200)
    await page.getByRole('heading', { level: 1, name: 'O nas' }).waitFor()
  })

  it("lists a blog category's posts at /objave/{slug}, and 404s an unknown term", async () => {
    const { page } = session
    const { status } = await session.open('/objave/trudnoca')
    expect(status).toBe(200)
    await page.getByRole('heading', { level: 1, name: 'Trudnoća' }).waitFor()
    const cards = page.getByRole('list', { name: 'Trudnoća' }).getByRole('listitem')
    expect(await cards.count()).toBeGreaterThan(0)
    await cards.first().getByRole('link', { name: 'Pročitaj više' }).click()
    await page.getByTestId('post-category').getByText('Trudnoća').waitFor()

    expect((await session.context.request.get(`${session.shopUrl}/objave/nema-takve-kategorije`)).status()).toBe(404)
  })

  it('switches a Croatian page to the same page in Slovenian', async () => {
    const { page } = session
    await session.open('/o-nama')
    expect(await page.getByRole('link', { name: 'Slovenščina' }).getAttribute('href')).toBe('/sl/o-nas')
    await page.getByRole('link', { name: 'Slovenščina' }).click()
    await session.waitForPage('/sl/o-nas')
    await page.getByRole('heading', { level: 1, name: 'O nas' }).waitFor()
  })

  it('server-renders a page with canonical and hreflang links, and answers 404 for an unknown slug', async () => {
    const response = await session.context.request.get(`${session.shopUrl}/o-nama`)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain(`rel="canonical" href="${session.shopUrl}/o-nama"`)
    expect(html).toContain(`hrefLang="sl" href="${session.shopUrl}/sl/o-nas"`)

    expect((await session.context.request.get(`${session.shopUrl}/ova-objava-ne-postoji`)).status()).toBe(404)
    expect((await session.context.request.get(`${session.shopUrl}/cart`)).status()).toBe(404)
    expect((await session.context.request.get(`${session.shopUrl}/sl/kosarica`)).status()).toBe(200)
    expect((await session.context.request.get(`${session.shopUrl}/xx/kosarica`)).status()).toBe(404)
    // The cookie policy's CMS page under its Slovenian slug goes to the cookie-policy screen (page + settings).
    const policy = await session.context.request.get(`${session.shopUrl}/sl/politika-piskotkov`, { maxRedirects: 0 })
    expect([policy.status(), policy.headers().location]).toEqual([301, '/sl/politika-kolacica'])
  })

  it('answers /sitemap.xml with XML listing products and Slovenian pages, and the home page and categories in English and German', async () => {
    const response = await session.context.request.get(`${session.shopUrl}/sitemap.xml`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/xml')
    const xml = await response.text()
    expect(xml).toContain('<urlset')
    expect(xml).toContain(`<loc>${session.shopUrl}/product/`)
    expect(xml).toContain(`<loc>${session.shopUrl}/sl/`)
    expect(xml).toContain(`<loc>${session.shopUrl}/o-nama</loc>`)
    expect(xml).toContain(`hreflang="sl" href="${session.shopUrl}/sl/o-nas"`)
    expect(xml).toContain(`<loc>${session.shopUrl}/sl/politika-kolacica</loc>`)
    expect(xml).not.toContain('/sl/politika-piskotkov')
    // en and de: the pages the backend writes in them (the home page, the categories), not products or posts.
    expect(xml).toContain(`<loc>${session.shopUrl}/en</loc>`)
    expect(xml).toContain(`<loc>${session.shopUrl}/de/shop/kolica</loc>`)
    expect(xml).toContain(`hreflang="en" href="${session.shopUrl}/en/shop/kolica"`)
    expect(xml).not.toMatch(/\/(en|de)\/(product|blog)\//)
    expect(xml).not.toContain(`<loc>${session.shopUrl}/en/o-nama</loc>`)
  })
})
