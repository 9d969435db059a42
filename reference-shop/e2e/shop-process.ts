import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const serverScript = fileURLToPath(new URL('../server.mjs', import.meta.url))

/** A built shop running in its own process, as production runs it. */
export interface ShopProcess {
  /** Origin of the shop's server. */
  readonly url: string
  readonly process: ChildProcess
  /** Ends the process (SIGTERM) and resolves once it has exited. */
  stop(): Promise<void>
}

/**
 * Runs `node server.mjs` as production does (its own process, NODE_ENV=production) on a free port, with `env`
 * added to this process's environment (`VITRINA_API_URL` at least), and resolves once it prints that it listens.
 */
export function startShopProcess(env: Record<string, string>): Promise<ShopProcess> {
  const child = spawn(process.execPath, [serverScript], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let output = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /Vitrina shop on (http:\/\/\S+)/.exec(output)
      if (!listening) return
      // Nothing more to look for in its output; keep it flowing so a full pipe never blocks the server.
      child.stdout!.off('data', onData)
      child.stdout!.resume()
      resolve({
        url: listening[1]!,
        process: child,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
          await exited
        },
      })
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      process.stderr.write(chunk)
    })
    child.once('exit', (code) => reject(new Error(`The shop server exited (code ${code}) before listening:\n${output}`)))
  })
}
