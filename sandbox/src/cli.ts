#!/usr/bin/env node
import { randomBytes } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import { relative } from 'node:path'
import { CLI_USAGE, parseCliArgs, type CliSettings } from './cli/cli.args'
import { createSandbox } from './sandbox/sandbox.create'
import { PortInUseError } from './sandbox/sandbox.listen'
import { SEED_VERSION } from './seed/seed.constants'
import { readSeedInfo } from './seed/seed.run'

async function main(): Promise<void> {
  let settings: CliSettings
  try {
    settings = parseCliArgs(process.argv.slice(2), process.env, process.cwd())
  } catch (error) {
    console.error((error as Error).message)
    console.error(CLI_USAGE)
    process.exit(1)
  }
  if (settings.help) {
    console.log(CLI_USAGE)
    return
  }

  const onDisk = settings.db !== ':memory:'
  if (settings.fresh && onDisk) for (const suffix of ['', '-wal', '-shm']) rmSync(`${settings.db}${suffix}`, { force: true })
  let existed = onDisk && existsSync(settings.db)
  // The test-kit endpoints always need a key from the CLI: a page on another site must not reach them.
  const controlKey = settings.controlKey ?? randomBytes(18).toString('base64url')
  const started = performance.now()
  const open = () =>
    createSandbox({
      database: settings.db,
      ...(settings.seed ? { seed: settings.seed } : {}),
      control: settings.control,
      controlKey,
      allowedOrigins: settings.allowedOrigins,
    })
  let sandbox = open()
  const inCwd = onDisk ? relative(process.cwd(), settings.db) : ''
  const where = !onDisk ? 'memory' : inCwd && !inCwd.startsWith('..') ? inCwd : settings.db
  const held = existed ? readSeedInfo(sandbox.db) : undefined
  if (held && held.version !== SEED_VERSION) {
    // A demo database from an older sandbox lacks what the shop now shows: seed it again, saying so.
    await sandbox.close()
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${settings.db}${suffix}`, { force: true })
    console.log(`${where} held seed version ${held.version}; this sandbox seeds version ${SEED_VERSION}, so it is seeded again (earlier changes are gone).`)
    existed = false
    sandbox = open()
  }
  if (existed) {
    console.log(`Using ${where} (${sandbox.seed} seed).`)
    if (settings.seed && settings.seed !== sandbox.seed)
      console.log(`The database already holds the ${sandbox.seed} seed; run with --fresh to seed ${settings.seed}.`)
  } else {
    console.log(`Seeded the ${sandbox.seed} shop into ${where} in ${Math.round(performance.now() - started)} ms.`)
  }

  let server: Awaited<ReturnType<typeof sandbox.listen>>
  try {
    server = await sandbox.listen(settings.port, settings.host)
  } catch (error) {
    await sandbox.close()
    if (error instanceof PortInUseError) {
      console.error(`Port ${settings.port} is already in use; set SANDBOX_PORT to another port.`)
      process.exit(1)
    }
    throw error
  }
  console.log(`Sandbox listening on ${server.url}`)
  // Registration and password-reset e-mails go nowhere but this page: say where to read them.
  if (settings.control) {
    console.log(`E-mails the sandbox sends: ${server.url}/__sandbox/mailbox.html?key=${controlKey}`)
    console.log(`Control API (/__sandbox/...): send the header x-sandbox-key: ${controlKey}`)
  }

  let closing = false
  const shutdown = (): void => {
    if (closing) return
    closing = true
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
