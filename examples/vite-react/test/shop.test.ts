// Builds the app as `npm run build` would, serves the build with `vite preview`, and drives it in headless Chromium
// against a sandbox backend started in this process. The sandbox (`@vitrina/sandbox`) resolves from the Vitrina
// repository this example lives in; in your own project, add it as a dev dependency.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createSandbox, SANDBOX_SITE, type ListeningSandbox, type Sandbox } from '@vitrina/sandbox'
import { chromium, type Browser, type Page } from 'playwright-core'
import { build, preview, type PreviewServer } from 'vite'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
// Flags that let Debian's Chromium run headless in a container (no GPU, no sandboxing, no background traffic).
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

let sandbox: Sandbox
let api: ListeningSandbox
let server: PreviewServer
let browser: Browser
let page: Page
let problems: string[]
const outDir = mkdtempSync(join(tmpdir(), 'vitrina-vite-react-'))

beforeAll(async () => {
  sandbox = await createSandbox({ database: ':memory:' })
  api = await sandbox.listen(0, '127.0.0.1')
  // Vite gives variables already in the environment precedence over .env: the build talks to this sandbox.
  process.env.VITE_VITRINA_API_URL = api.url
  process.env.VITE_VITRINA_API_KEY = SANDBOX_SITE.apiKey
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  server = await preview({ root, logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false } })
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await api?.close()
  await sandbox?.close()
  rmSync(outDir, { recursive: true, force: true })
})

beforeEach(async () => {
  sandbox.reset()
  problems = []
  page = await browser.newPage()
  page.setDefaultTimeout(10_000)
  // A failed call the page survives is still a problem: the app must not ask for what does not exist.
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
})

afterEach(async () => {
  await page.context().close()
})

const appUrl = (search = '') => `${server.resolvedUrls!.local[0]!.replace(/\/$/, '')}/${search}`

describe('the Vite + React example', () => {
  it('lists a category, narrows it by brand, adds to the cart and keeps the cart after a reload', async () => {
    await page.goto(appUrl())
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Igračke')
    await expect.poll(() => page.getByTestId('total').textContent()).toBe('43 proizvoda')
    expect(await page.getByTestId('cart-count').textContent()).toBe('Košarica: 0')

    // Ticking a brand refetches after the SDK's 500 ms debounce; the count the filter showed is what remains.
    const brand = page.getByRole('checkbox', { name: /^Mala Zvijezda \((\d+)\)$/ })
    const expected = Number((await brand.evaluate((input) => input.parentElement!.textContent))!.match(/\((\d+)\)/)![1])
    await brand.check()
    await expect.poll(() => page.getByTestId('total').textContent()).toBe(`${expected} proizvoda`)
    const names = await page.getByRole('list', { name: 'Proizvodi' }).getByRole('listitem').allTextContents()
    expect(names.length).toBeGreaterThan(0)
    expect(names.every((name) => name.includes('Mala Zvijezda'))).toBe(true)

    const addButton = page.getByRole('button', { name: /^Dodaj u košaricu: / }).first()
    const productName = (await addButton.getAttribute('aria-label'))!.replace('Dodaj u košaricu: ', '')
    await addButton.click()
    const cart = page.getByRole('complementary', { name: 'Košarica' })
    // The line shows once the backend answered; the count must agree with it then (before, it is 0 on purpose).
    await expect.poll(() => cart.getByRole('listitem').first().textContent()).toContain(`1 × ${productName}`)
    expect(await page.getByTestId('cart-count').textContent()).toBe('Košarica: 1')
    expect(await page.getByTestId('cart-total').textContent()).toMatch(/^Ukupno: \d+,\d{2}\s€$/)

    // The cart session is kept in a cookie: a reload shows the same cart.
    await page.reload()
    await expect.poll(() => cart.getByRole('listitem').first().textContent()).toContain(`1 × ${productName}`)
    expect(await page.getByTestId('cart-count').textContent()).toBe('Košarica: 1')
    expect(problems).toEqual([])
  })

  it('says so when the category does not exist', async () => {
    await page.goto(appUrl('?category=ne-postoji'))
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/^Kategorija se ne može učitati: /)
    // The backend's 404 for the category (and Chromium's console line about it) is expected; nothing else may fail.
    expect(problems.filter((problem) => !/status of 404|^404 .*\/category\/get\/slug\/ne-postoji$/.test(problem))).toEqual([])
  })
})
