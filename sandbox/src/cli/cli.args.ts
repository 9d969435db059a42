import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { SeedKind } from '../sandbox/sandbox.types'

/** The CLI's settings after flags and environment are read. */
export interface CliSettings {
  port: number
  host: string
  db: string
  seed: SeedKind | undefined
  allowedOrigins: string[]
  control: boolean
  /** The control endpoints' secret: `--control-key`, `$SANDBOX_CONTROL_KEY`, or undefined for the CLI to make one. */
  controlKey: string | undefined
  fresh: boolean
  help: boolean
}

/** The help text. */
export const CLI_USAGE = `Usage: vitrina-sandbox [options]

  --port <n>              port to listen on (default: $SANDBOX_PORT or 4010)
  --host <name>           interface to bind (default: 127.0.0.1)
  --db <path>             SQLite file (default: .data/sandbox.sqlite; ':memory:' for none)
  --seed demo|large       data set for a new database (default: $SANDBOX_SEED or demo)
  --allowed-origin <o>    extra CORS origin, repeatable (localhost and 127.0.0.1 are always allowed)
  --fresh                 delete the database file first and seed it again
  --no-control            do not serve the /__sandbox test-kit endpoints
  --control-key <secret>  the key they require (default: $SANDBOX_CONTROL_KEY, else a random one, printed)
  --help                  show this text`

/** Reads flags and environment; throws an Error with a one-line message for a bad value. */
export function parseCliArgs(argv: string[], env: NodeJS.ProcessEnv, cwd: string): CliSettings {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      db: { type: 'string' },
      seed: { type: 'string' },
      'allowed-origin': { type: 'string', multiple: true },
      fresh: { type: 'boolean' },
      'no-control': { type: 'boolean' },
      'control-key': { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  })
  const portText = values.port ?? env.SANDBOX_PORT ?? '4010'
  const port = Number(portText)
  if (!/^\d+$/.test(portText) || port > 65535) throw new Error(`Invalid port: ${portText}`)
  const seed = values.seed ?? env.SANDBOX_SEED
  if (seed !== undefined && seed !== 'demo' && seed !== 'large') throw new Error(`Invalid seed: ${seed} (use demo or large)`)
  const db = values.db ?? '.data/sandbox.sqlite'
  return {
    port,
    host: values.host ?? '127.0.0.1',
    db: db === ':memory:' ? db : resolve(cwd, db),
    seed,
    allowedOrigins: values['allowed-origin'] ?? [],
    control: !values['no-control'],
    controlKey: controlKeyOf(values['control-key'] ?? env.SANDBOX_CONTROL_KEY),
    fresh: values.fresh ?? false,
    help: values.help ?? false,
  }
}

/** A given control key, which must be long enough not to be guessed. */
function controlKeyOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined
  if (value.length < 16) throw new Error('The control key must have at least 16 characters.')
  return value
}
