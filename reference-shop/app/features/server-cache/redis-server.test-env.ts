import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

/** A throwaway `redis-server` for a test: its own free port, nothing saved to disk. */
export interface TestRedisServer {
  url: string
  port: number
  /** Stops the server (SIGTERM) and resolves once it has exited. */
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/**
 * Starts Debian's `redis-server` (or `REDIS_SERVER_PATH`) on a free port without persistence, and resolves once
 * it accepts connections. `npm test` installs the package when it is missing (scripts/lib/setup.mjs).
 */
export async function startRedisServer(): Promise<TestRedisServer> {
  const binary = process.env.REDIS_SERVER_PATH || 'redis-server'
  const port = await freePort()
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    let output = ''
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString()
      if (/Ready to accept connections/.test(output)) resolve()
    }
    child.stdout!.on('data', onOutput)
    child.stderr!.on('data', onOutput)
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(`${binary} is missing: \`npm test\` installs it, or run \`apt-get install -y redis-server\` (or set REDIS_SERVER_PATH).`)
          : error,
      )
    })
    child.once('exit', (code) => reject(new Error(`redis-server exited (code ${code}) before it accepted connections:\n${output}`)))
  })
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
