import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useShopSession } from './browser'

// Issue 14: "a development build shows the version badge and the release notes, the production build does not".
// The production build is the stack's shop. The development build is the shop's Vite development server
// (`react-router dev`, where dev-tools-flag.ts turns the tools on) against the same sandbox: no second production-size
// build, and it compiles only the modules the walk opens.

const session = useShopSession()
const shopFolder = fileURLToPath(new URL('..', import.meta.url))
const reactRouterCli = fileURLToPath(new URL('../../node_modules/@react-router/dev/bin.js', import.meta.url))

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** `react-router dev` on a free port against the stack's sandbox; resolves once Vite says where it listens. */
async function startDevServer(sandboxUrl: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, [reactRouterCli, 'dev', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: shopFolder,
    env: { ...process.env, NODE_ENV: 'development', VITRINA_API_URL: sandboxUrl, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Never outlives the test worker, even when the file fails before its afterAll.
  process.once('exit', () => child.kill())
  let output = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      // Vite prints the port in bold when colours are on (FORCE_COLOR, as the CI sets): match the text without them.
      if (!stripVTControlCharacters(output).includes(`127.0.0.1:${port}`)) return
      child.stdout!.off('data', onData)
      child.stdout!.resume()
      resolve({ url: `http://127.0.0.1:${port}`, process: child })
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) => reject(new Error(`react-router dev exited (code ${code}) before listening:\n${output}`)))
  })
}

/** Sets the domain development builds act as, as a back-office user does from the badge's domain list. */
async function setDomain(sandboxUrl: string, domain: string) {
  const headers = { apiKey: 'vitrina-sandbox-key', 'Content-Type': 'application/json' }
  const login = await fetch(`${sandboxUrl}/api/v1/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: 'urednik@vitrina.test', password: 'Urednik123!', apiKey: 'vitrina-sandbox-key' }),
  })
  const { data } = (await login.json()) as { data: { tokens: { accessToken: string } } }
  const set = await fetch(`${sandboxUrl}/_cli/set-domain`, {
    method: 'POST',
    headers: { ...headers, Authorization: `Bearer ${data.tokens.accessToken}` },
    body: JSON.stringify({ domain }),
  })
  expect(set.status).toBe(200)
}

describe('the development tools', () => {
  let dev: { url: string; process: ChildProcess } | undefined
  beforeAll(async () => {
    dev = await startDevServer(session.sandboxUrl)
  })
  afterAll(async () => {
    if (dev && dev.process.exitCode === null) {
      const exited = new Promise((resolve) => dev!.process.once('exit', resolve))
      dev.process.kill('SIGTERM')
      await exited
    }
  })

  it('a development build sends a visitor to the admin login until a domain is set, then shows the version badge and the sanitised release notes', async () => {
    const { page } = session
    const alerts: string[] = []
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.dismiss()
    })
    // The seed sets no domain: the development redirect (back-office spec §2), read from the server's answer so the
    // browser does not compile the admin login's modules it would land on.
    const redirected = await fetch(`${dev!.url}/kosarica`, { redirect: 'manual' })
    expect(redirected.status).toBe(302)
    expect(redirected.headers.get('Location')).toBe('/adminLogin')

    await setDomain(session.sandboxUrl, 'http://localhost')
    // The section tool is a page of the main layout, so the badge is there, with fewer modules than the home page.
    await page.goto(`${dev!.url}/section-tool`)
    await page.getByRole('heading', { name: 'Alat za sekcije' }).waitFor({ timeout: 45_000 })
    const tools = page.getByRole('complementary', { name: 'Razvojni alati' })
    await tools.getByRole('button', { name: 'Verzija 1.12.192 · najnovija 1.12.193' }).waitFor()

    await tools.getByRole('button', { name: 'Bilješke o izdanjima' }).click()
    const notes = page.getByRole('dialog', { name: 'Bilješke o izdanjima' })
    await notes.getByText('Faster category pages.').waitFor()
    await notes.getByText('Read the migration guide').waitFor()
    // The seeded note's script, its image from another host with an onerror handler, and its javascript: address were
    // dropped by the sanitiser (the link's text stays, without an address).
    expect(await notes.locator('script, img, [onerror], a[href^="javascript:"]').count()).toBe(0)
    expect(alerts).toEqual([])
  })

  it('the production build shows no badge, and /section-tool is a 404 there', async () => {
    const { page } = session
    await session.open('/')
    await page.getByRole('navigation', { name: 'Kategorije proizvoda' }).waitFor()
    expect(await page.locator('[data-vitrina-dev-tools]').count()).toBe(0)
    expect(await page.getByRole('complementary', { name: 'Razvojni alati' }).count()).toBe(0)

    // Asked without the browser: the answer's status is what matters, not the 404 page.
    expect((await fetch(`${session.shopUrl}/section-tool`)).status).toBe(404)
    expect((await fetch(`${session.shopUrl}/__dev-tools/releases`)).status).toBe(404)
  })
})
