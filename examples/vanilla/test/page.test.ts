// Builds the page as `npm run build` would, serves the build with `vite preview`, and drives it in headless
// Chromium against a sandbox backend started in this process. The sandbox (`@vitrina/sandbox`) resolves from the
// Vitrina repository this example lives in; in your own project, add it as a dev dependency.
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
const outDir = mkdtempSync(join(tmpdir(), 'vitrina-vanilla-'))

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
  // A failed call the page survives is still a problem: the page must not ask for what does not exist.
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

const pageUrl = (search = '') => `${server.resolvedUrls!.local[0]!.replace(/\/$/, '')}/${search}`
const rows = () => page.getByRole('list', { name: 'Proizvodi' }).getByRole('listitem')

describe('the framework-free example', () => {
  it('lists a category, appends the next page, and counts the cart across a reload', async () => {
    await page.goto(pageUrl())
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Igračke')
    await expect.poll(() => rows().count()).toBe(12)
    expect(await page.locator('#cart-count').textContent()).toBe('Košarica: 0')

    await page.getByRole('button', { name: 'Prikaži više' }).click()
    await expect.poll(() => rows().count()).toBe(24)

    const add = page.getByRole('button', { name: /^Dodaj u košaricu: / }).first()
    const name = (await add.getAttribute('aria-label'))!.replace('Dodaj u košaricu: ', '')
    await add.click()
    await expect.poll(() => page.locator('#cart-count').textContent()).toBe('Košarica: 1')
    // The count follows the cart store, which is set before add() resolves and the page writes its status line.
    await expect.poll(() => page.getByRole('status').textContent()).toBe(`Dodano u košaricu: ${name}`)
    await add.click()
    await expect.poll(() => page.locator('#cart-count').textContent()).toBe('Košarica: 2')

    await page.reload()
    await expect.poll(() => page.locator('#cart-count').textContent()).toBe('Košarica: 2')
    expect(problems).toEqual([])
  })

  it('says so when the category does not exist', async () => {
    await page.goto(pageUrl('?category=ne-postoji'))
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^Kategorija se ne može učitati: /)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Kategorija nije pronađena')
    expect(await page.getByRole('button', { name: 'Prikaži više' }).isVisible()).toBe(false)
    // The backend's 404 for the category (and Chromium's console line about it) is expected; nothing else may fail.
    expect(problems.filter((problem) => !/status of 404|^404 .*\/category\/get\/slug\/ne-postoji$/.test(problem))).toEqual([])
  })
})
