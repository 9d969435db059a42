// Screenshots of the shell for review: `node reference-shop/e2e/screenshots.mjs [outDir]` after building the
// sandbox and the shop. Starts the sandbox in memory and the built shop on free ports, like the e2e suite.
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { createSandbox } from '@vitrina/sandbox'

const outDir = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../../.e2e-artifacts/screenshots', import.meta.url)))
mkdirSync(outDir, { recursive: true })

const sandbox = createSandbox({ database: ':memory:', control: true })
const backend = await sandbox.listen(0, '127.0.0.1')
const shopProcess = spawn(process.execPath, [fileURLToPath(new URL('../server.mjs', import.meta.url))], {
  env: { ...process.env, PORT: '0', VITRINA_API_URL: backend.url },
  stdio: ['ignore', 'pipe', 'inherit'],
})
const shopUrl = await new Promise((resolve, reject) => {
  shopProcess.stdout.on('data', (chunk) => {
    const match = /Vitrina shop on (http:\/\/\S+)/.exec(String(chunk))
    if (match) resolve(match[1])
  })
  shopProcess.once('exit', (code) => reject(new Error(`shop server exited with ${code}`)))
})

const setMaintenance = (on) =>
  fetch(`${backend.url}/__sandbox/options`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ maintenanceMode: on }) })

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})

async function shot(name, pathname, { width = 1280, height = 900, fullPage = true, prepare } = {}) {
  // Reduced motion: no chevron or flyout caught halfway through its transition.
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' })
  const page = await context.newPage()
  const response = await page.goto(shopUrl + pathname)
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
  await page.waitForLoadState('networkidle')
  if (prepare) await prepare(page)
  const file = path.join(outDir, `${name}.png`)
  await page.screenshot({ path: file, fullPage })
  console.log(`${response?.status()} ${pathname} -> ${file}`)
  await context.close()
}

try {
  await shot('home-hr', '/')
  await shot('home-sl', '/sl')
  await shot('navigation-flyout-hr', '/', {
    fullPage: false,
    prepare: (page) => page.getByRole('navigation', { name: 'Kategorije proizvoda' }).getByRole('link', { name: 'Kolica', exact: true }).hover(),
  })
  await shot('mobile-menu-hr', '/', {
    width: 390,
    height: 844,
    fullPage: false,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Otvori izbornik' }).click()
      await page.getByRole('button', { name: 'Prikaži podkategorije: Kolica' }).click()
      await page.mouse.move(0, 0)
    },
  })
  await shot('not-found-hr', '/ova-stranica-ne-postoji/zaista', {
    prepare: (page) => page.getByRole('heading', { name: 'Stranica nije pronađena' }).waitFor(),
  })
  await shot('page-not-built-cart-hr', '/kosarica')
  const openLoginModal = async (page) => {
    await page.getByRole('button', { name: 'Moj račun', exact: true }).click()
    await page.getByRole('button', { name: 'PRIJAVA' }).click()
    return page.getByRole('dialog', { name: 'Prijava' })
  }
  await shot('login-modal-errors-hr', '/', {
    fullPage: false,
    prepare: async (page) => {
      const dialog = await openLoginModal(page)
      await dialog.getByRole('button', { name: 'Prijavi se' }).click()
      await dialog.getByText('Unos ovog polja je obavezan').first().waitFor()
    },
  })
  await shot('login-modal-errors-mobile-hr', '/', {
    width: 390,
    height: 844,
    fullPage: false,
    prepare: async (page) => {
      const dialog = await openLoginModal(page)
      await dialog.getByLabel('E-mail').fill('kupac@vitrina')
      await dialog.getByLabel('Lozinka').fill('kratka')
      await dialog.getByRole('button', { name: 'Prijavi se' }).click()
      await dialog.getByText('Unesite uzorak adrese elektroničke pošte').waitFor()
    },
  })
  await shot('header-logged-in-hr', '/', {
    fullPage: false,
    prepare: async (page) => {
      const dialog = await openLoginModal(page)
      await dialog.getByLabel('E-mail').fill('kupac@vitrina.test')
      await dialog.getByLabel('Lozinka').fill('Kupac123!')
      await dialog.getByRole('button', { name: 'Prijavi se' }).click()
      await page.getByRole('link', { name: 'Moj račun: Ana' }).waitFor()
      await page.getByText('Uspješna prijava!').waitFor()
    },
  })
  await shot('profile-hr', '/prijava?redirect=/profil', {
    prepare: async (page) => {
      await page.getByLabel('E-mail').fill('kupac@vitrina.test')
      await page.getByLabel('Lozinka').fill('Kupac123!')
      await page.getByRole('button', { name: 'Prijavi se' }).click()
      await page.getByRole('button', { name: 'Odjava' }).waitFor()
    },
  })
  await shot('login-page-hr', '/prijava')
  await shot('admin-login-hr', '/adminLogin')
  await setMaintenance(true)
  await shot('maintenance-hr', '/')
  await setMaintenance(false)
} finally {
  await browser.close()
  shopProcess.kill('SIGTERM')
  await backend.close()
  await sandbox.close()
}
