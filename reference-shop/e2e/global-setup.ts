import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startRedisServer } from '../app/features/server-cache/redis-server.test-env'
import { startShopProcess } from './shop-process'
import type { E2eStack } from './stacks'
import { E2E_WORKERS } from './workers'

const serverBuild = fileURLToPath(new URL('../build/server/index.js', import.meta.url))
const sandboxBuild = fileURLToPath(new URL('../../sandbox/dist/index.js', import.meta.url))

export default async function setup(project: TestProject) {
  if (!existsSync(serverBuild)) {
    throw new Error('The end-to-end tests drive the built shop, and reference-shop/build/ is missing: run `npm run build -w @vitrina/reference-shop` first.')
  }
  if (!existsSync(sandboxBuild)) {
    throw new Error('The end-to-end tests run the built sandbox, and sandbox/dist/ is missing: run `npm run build -w @vitrina/sandbox` first.')
  }
  // Imported only now, so a missing build gives the message above rather than a resolver error.
  const { createSandbox } = await import('@vitrina/sandbox')
  const stops: Array<() => Promise<void>> = []
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop()
  }

  async function startStack(): Promise<E2eStack> {
    const sandbox = createSandbox({ database: ':memory:', control: true })
    const backend = await sandbox.listen(0, '127.0.0.1')
    stops.push(async () => {
      await backend.close()
      await sandbox.close()
    })
    // The shop caches layout and options in Redis, as several instances in production would: the tests purge it
    // after changing the sandbox's data (browser.ts), and the purge reaches the shop process from outside.
    const redis = await startRedisServer()
    stops.push(() => redis.stop())
    const shop = await startShopProcess({ VITRINA_API_URL: backend.url, REDIS_URL: redis.url })
    stops.push(() => shop.stop())
    return { sandboxUrl: backend.url, shopUrl: shop.url, redisUrl: redis.url }
  }

  try {
    project.provide('e2eStacks', await Promise.all(Array.from({ length: E2E_WORKERS }, startStack)))
  } catch (error) {
    await stopAll()
    throw error
  }
  return stopAll
}
