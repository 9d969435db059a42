// Builds this app with `next build` and serves it with `next start`, as a deployment would, from the test process.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const nextBin = fileURLToPath(new URL('../node_modules/next/dist/bin/next', import.meta.url))

/** The running `next start`: its URL and how to stop it. */
export interface NextServer {
  url: string
  close(): Promise<void>
}

function nextEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  // vitest sets NODE_ENV=test, which Next.js refuses for a production build; telemetry stays off.
  return { ...process.env, ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
}

/** Runs `next build`; rejects with its output when it fails. */
export function nextBuild(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, 'build'], { cwd: root, env: nextEnv(env), stdio: ['ignore', 'pipe', 'pipe'] })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`next build failed (${code}):\n${Buffer.concat(output)}`))))
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** Starts `next start` on a free port and resolves once it says it is ready. */
export async function nextStart(env: Record<string, string>): Promise<NextServer> {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, [nextBin, 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: root,
    env: nextEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: Buffer[] = []
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk))
    child.stdout!.on('data', (chunk: Buffer) => {
      output.push(chunk)
      if (/Ready in/.test(Buffer.concat(output).toString())) resolve()
    })
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`next start exited (${code}) before it was ready:\n${Buffer.concat(output)}`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
