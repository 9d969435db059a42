import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the in-memory sandbox backend. */
    sandboxUrl: string
    /** Origin of the built shop's production server, pointed at the sandbox. */
    shopUrl: string
  }
}

const serverScript = fileURLToPath(new URL('../server.mjs', import.meta.url))
const serverBuild = fileURLToPath(new URL('../build/server/index.js', import.meta.url))
const sandboxBuild = fileURLToPath(new URL('../../sandbox/dist/index.js', import.meta.url))

/**
 * Runs `node server.mjs` as production does (its own process, NODE_ENV=production) on a free port and resolves
 * with the URL it prints once it listens.
 */
function startShop(apiUrl: string): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, [serverScript], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', VITRINA_API_URL: apiUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /Vitrina shop on (http:\/\/\S+)/.exec(output)
      if (listening) resolve({ url: listening[1]!, process: child })
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      process.stderr.write(chunk)
    })
    child.once('exit', (code) => reject(new Error(`The shop server exited (code ${code}) before listening:\n${output}`)))
  })
}

export default async function setup(project: TestProject) {
  if (!existsSync(serverBuild)) {
    throw new Error('The end-to-end tests drive the built shop, and reference-shop/build/ is missing: run `npm run build -w @vitrina/reference-shop` first.')
  }
  if (!existsSync(sandboxBuild)) {
    throw new Error('The end-to-end tests run the built sandbox, and sandbox/dist/ is missing: run `npm run build -w @vitrina/sandbox` first.')
  }
  // Imported only now, so a missing build gives the message above rather than a resolver error.
  const { createSandbox } = await import('@vitrina/sandbox')
  const sandbox = createSandbox({ database: ':memory:', control: true })
  const backend = await sandbox.listen(0, '127.0.0.1')
  const shop = await startShop(backend.url)

  project.provide('sandboxUrl', backend.url)
  project.provide('shopUrl', shop.url)

  return async () => {
    const exited = new Promise((resolve) => shop.process.once('exit', resolve))
    shop.process.kill('SIGTERM')
    await exited
    await backend.close()
    await sandbox.close()
  }
}
