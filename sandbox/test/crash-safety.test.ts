import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import type { Sandbox } from '../src/sandbox/sandbox.types'
import { addSku, type CartKey } from './contract/cart.fixture'
import { createOrder, readyCart, shopper } from './contract/checkout.fixture'

// Issue 16: the sandbox killed (SIGKILL) in the middle of a burst of cart writes and order creations, then started
// again on the same file, has lost nothing that it answered, and holds nothing half-written.

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url))
const folder = mkdtempSync(join(tmpdir(), 'vitrina-crash-'))
const database = join(folder, 'sandbox.sqlite')
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** Starts the built CLI on the database file and a free port; resolves once it listens. */
function startCli(): Promise<{ child: ChildProcess; url: string }> {
  if (!existsSync(CLI)) throw new Error(`The crash test runs the built sandbox, and ${CLI} is missing: run \`npm run build -w @vitrina/sandbox\` first.`)
  const child = spawn(process.execPath, [CLI, '--db', database, '--port', '0', '--no-control'], { stdio: ['ignore', 'pipe', 'pipe'] })
  return new Promise((resolve, reject) => {
    let output = ''
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /Sandbox listening on (http:\/\/\S+)/.exec(output)?.[1]
      if (url) resolve({ child, url })
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.once('exit', (code) => reject(new Error(`The sandbox exited (${code}) before listening:\n${output}`)))
  })
}

/** The fixtures' in-process sandbox, pointed at the child over HTTP, with the database file opened read-only for ids. */
function remote(url: string, db: Database.Database): Sandbox {
  const app = {
    fetch: async (request: Request) => {
      const target = request.url.replace('http://sandbox.test', url)
      const body = request.method === 'GET' ? undefined : await request.arrayBuffer()
      return fetch(target, { method: request.method, headers: request.headers, ...(body ? { body } : {}) })
    },
  }
  return { app, db } as unknown as Sandbox
}

const waitForExit = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())))

interface Answered {
  adds: Array<{ key: CartKey; productId: number; qty: number }>
  orders: number[]
}

/** Shoppers that keep adding to carts and placing orders until `stop` says so; records every write that was answered. */
async function burst(sandbox: Sandbox, answered: Answered, stopped: () => boolean): Promise<void> {
  const productIds = (sku: string) => (sandbox.db.prepare('SELECT id FROM products WHERE sku = ?').get(sku) as { id: number }).id
  // The demo shopper (guest checkout is off in the seed), logged in once per round.
  const { headers } = await shopper(sandbox)
  const buyer = async () => {
    while (!stopped()) {
      try {
        const key = await readyCart(sandbox, headers)
        const added = await addSku(sandbox, key, 'IGR-1401-001', { qty: 2 }, headers)
        if (added.status === 200) answered.adds.push({ key, productId: productIds('IGR-1401-001'), qty: 3 })
        const order = await createOrder(sandbox, key, headers)
        if (order.status === 200) answered.orders.push(Number(order.body.data.orderId))
      } catch {
        // The connection went down with the process: whatever was not answered may or may not be there.
      }
    }
  }
  await Promise.all(Array.from({ length: 6 }, buyer))
}

describe('crash safety (issue 16)', () => {
  it('keeps every answered cart write and order, and nothing half-written, through three SIGKILLs in a write burst', async () => {
    const answered: Answered = { adds: [], orders: [] }
    for (let round = 0; round < 3; round++) {
      const { child, url } = await startCli()
      const reader = new Database(database, { readonly: true, fileMustExist: true })
      let killed = false
      const done = burst(remote(url, reader), answered, () => killed)
      // Kill once this round has answered a few more writes, in the middle of the burst.
      const target = answered.orders.length + 5
      const giveUp = Date.now() + 20_000
      try {
        while (answered.orders.length < target && Date.now() < giveUp) await new Promise((resolve) => setTimeout(resolve, 5))
      } finally {
        child.kill('SIGKILL')
        killed = true
        await Promise.all([done, waitForExit(child)])
        reader.close()
      }
      expect(answered.orders.length, 'orders answered before the kill').toBeGreaterThanOrEqual(target)
    }

    const db = new Database(database, { fileMustExist: true })
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
      expect(db.pragma('foreign_key_check')).toEqual([])
      // Every answered order is there, with its lines, and no order anywhere lacks its lines.
      const orderIds = new Set(answered.orders)
      const stored = db.prepare(`SELECT id FROM documents WHERE id IN (${[...orderIds].join(',')})`).all() as Array<{ id: number }>
      expect(stored.length).toBe(orderIds.size)
      expect(db.prepare('SELECT COUNT(*) AS n FROM documents d WHERE NOT EXISTS (SELECT 1 FROM document_items i WHERE i.document_id = d.id)').get()).toEqual({
        n: 0,
      })
      // An ordered cart is ordered with its order; every answered add left its line with the whole quantity.
      expect(
        db.prepare("SELECT COUNT(*) AS n FROM carts c WHERE c.status = 'ordered' AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.cart_id = c.id)").get(),
      ).toEqual({ n: 0 })
      for (const add of answered.adds) {
        const line = db.prepare('SELECT qty FROM cart_items WHERE cart_id = ? AND product_id = ?').get(add.key.cartId, add.productId) as
          | { qty: number }
          | undefined
        expect(line?.qty, `cart ${add.key.cartId}`).toBe(add.qty)
      }
      expect(answered.orders.length).toBeGreaterThanOrEqual(15)
    } finally {
      db.close()
    }

    // And it starts again on that file and answers.
    const { child, url } = await startCli()
    try {
      const navigation = await fetch(`${url}/api/v1/cms/navigation/tree/main`, { headers: { apiKey: 'vitrina-sandbox-key' } })
      expect(navigation.status).toBe(200)
    } finally {
      child.kill('SIGTERM')
      await waitForExit(child)
    }
  }, 120_000)
})
