// `npm start`: installs what is missing, builds, then starts the sandbox backend (SQLite under .data/,
// seeded on first start and reused after) and the reference shop's production server, and prints where
// they are. Ctrl-C stops both.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { ensureDependencies } from './lib/setup.mjs'
import { buildAll } from './lib/build.mjs'
import { log, root, runMain } from './lib/process.mjs'
import { supervise } from './lib/supervise.mjs'

const host = process.env.HOST || '127.0.0.1'
const shopPort = Number(process.env.PORT || 3000)
const sandboxPort = Number(process.env.SANDBOX_PORT || 4010)
const apiKey = 'vitrina-sandbox-key'

function assertPortFree(port, variable) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error) => {
      if (error.code === 'EADDRINUSE') reject(new Error(`Port ${port} is already in use; set ${variable} to another port.`))
      else if (error.code === 'EACCES') reject(new Error(`Port ${port} needs more privileges; set ${variable} to a port above 1023.`))
      else reject(error)
    })
    probe.listen(port, host, () => probe.close(resolve))
  })
}

async function waitFor(url, headers, child, name) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} stopped during start-up (exit code ${child.exitCode}).`)
    try {
      const response = await fetch(url, { headers })
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${name} did not answer at ${url} within 60 s.`)
}

runMain(async () => {
  if (!Number.isInteger(shopPort) || shopPort <= 0) throw new Error(`PORT must be a port number, got "${process.env.PORT}".`)
  if (!Number.isInteger(sandboxPort) || sandboxPort <= 0) {
    throw new Error(`SANDBOX_PORT must be a port number, got "${process.env.SANDBOX_PORT}".`)
  }
  await ensureDependencies()
  await buildAll()
  await assertPortFree(sandboxPort, 'SANDBOX_PORT')
  await assertPortFree(shopPort, 'PORT')

  const shopUrl = `http://localhost:${shopPort}`
  // The sandbox's test-kit endpoints (reset, the mailbox) answer only with this key: a page on another site must not
  // reach them through the visitor's browser.
  const controlKey = process.env.SANDBOX_CONTROL_KEY || randomBytes(18).toString('base64url')
  const sandboxUrl = `http://${host}:${sandboxPort}`
  mkdirSync(join(root, '.data'), { recursive: true })

  const children = []
  const spawnNode = (args, env) => spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } })
  const start = (name, args, env) => {
    const child = spawnNode(args, env)
    child.on('exit', (code, signal) => {
      if (stopping) return
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping everything.`)
      stop(code || 1)
    })
    children.push(child)
    return child
  }
  /** @type {{ readonly child: import('node:child_process').ChildProcess, stop(): void } | undefined} */
  let sandboxProcess
  let stopping = false
  const stop = (code = 0) => {
    stopping = true
    sandboxProcess?.stop()
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
    setTimeout(() => process.exit(code), 500).unref()
  }
  process.on('SIGINT', () => stop(0))
  process.on('SIGTERM', () => stop(0))

  log('Starting the sandbox backend (the first start seeds .data/sandbox.sqlite)...')
  const sandboxArgs = [
    'sandbox/dist/cli.js',
    '--port',
    String(sandboxPort),
    '--host',
    host,
    '--db',
    '.data/sandbox.sqlite',
    '--allowed-origin',
    shopUrl,
    '--allowed-origin',
    `http://127.0.0.1:${shopPort}`,
    '--control-key',
    controlKey,
  ]
  // A crashed sandbox is started again on the same database while the shop stays up (it shows its "temporarily
  // unavailable" page meanwhile); one that keeps crashing stops everything.
  sandboxProcess = supervise({
    name: 'The sandbox',
    start: () => spawnNode(sandboxArgs),
    log: (line) => console.error(line),
    onGiveUp: (reason) => {
      console.error(`${reason} Stopping everything.`)
      stop(1)
    },
  })
  await waitFor(`${sandboxUrl}/api/v1/cms/pipeline/hasRunningPipeline`, { apiKey }, sandboxProcess.child, 'The sandbox')

  log('Starting the reference shop...')
  const shop = start('The shop', ['reference-shop/server.mjs'], {
    PORT: String(shopPort),
    HOST: host,
    NODE_ENV: 'production',
    VITRINA_API_URL: process.env.VITRINA_API_URL || sandboxUrl,
    // The address printed below: the origin of the shop's canonical, hreflang and share links.
    VITRINA_PUBLIC_ORIGIN: process.env.VITRINA_PUBLIC_ORIGIN || shopUrl,
  })
  await waitFor(`http://${host}:${shopPort}/`, {}, shop, 'The shop')

  console.log(`
  Vitrina is running.

    Shop:      ${shopUrl}          (Slovenian: ${shopUrl}/sl)
    Sandbox:   ${sandboxUrl}    (apiKey: ${apiKey})

    Demo accounts
      shopper:      kupac@vitrina.test    / Kupac123!
      back-office:  urednik@vitrina.test  / Urednik123!   (admin login: ${shopUrl}/adminLogin)
      intern:       pripravnica@vitrina.test / Pripravnica123!   (back-office, without the right to change consents)

    E-mails (registration confirmations, password resets): ${sandboxUrl}/__sandbox/mailbox.html?key=${controlKey}
    Sandbox control API (/__sandbox/...): header x-sandbox-key: ${controlKey}

  Press Ctrl-C to stop.
`)
})
