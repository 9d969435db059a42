import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from './sandbox.create'
import { PortInUseError } from './sandbox.listen'

const folder = mkdtempSync(join(tmpdir(), 'vitrina-sandbox-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

async function report(sandbox: ReturnType<typeof createSandbox>, path: string): Promise<{ data: { count: number } }> {
  const res = await sandbox.app.fetch(
    new Request('http://sandbox.test/api/v1/cms/redirect/addFailedRequest', {
      method: 'POST',
      headers: { apiKey: 'vitrina-sandbox-key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ path }),
    }),
  )
  return (await res.json()) as { data: { count: number } }
}

describe('createSandbox', () => {
  it('resets an in-memory sandbox quickly, and the old connection is replaced', async () => {
    const sandbox = createSandbox()
    try {
      await report(sandbox, '/a')
      const before = sandbox.db
      const started = performance.now()
      sandbox.reset()
      expect(performance.now() - started).toBeLessThan(100)
      expect(sandbox.db).not.toBe(before)
      expect((await report(sandbox, '/a')).data.count).toBe(1)
    } finally {
      await sandbox.close()
    }
  })

  it('keeps in-memory sandboxes apart even though they start from one image', async () => {
    const [a, b] = [createSandbox(), createSandbox()]
    try {
      await report(a, '/shared')
      expect((await report(b, '/shared')).data.count).toBe(1)
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })

  it('reuses a seeded file database without reseeding, and resets it in place', async () => {
    const path = join(folder, 'nested', 'sandbox.sqlite')
    const first = createSandbox({ database: path })
    expect(first.db.pragma('journal_mode', { simple: true })).toBe('wal')
    await report(first, '/kept')
    await first.close()

    const second = createSandbox({ database: path, seed: 'large' })
    try {
      expect(second.seed).toBe('demo')
      expect((await report(second, '/kept')).data.count).toBe(2)
      second.reset()
      expect((await report(second, '/kept')).data.count).toBe(1)
    } finally {
      await second.close()
    }
  })

  it('listens on a port, and reports a busy port as PortInUseError', async () => {
    const sandbox = createSandbox()
    const server = await sandbox.listen(0)
    try {
      const res = await fetch(`${server.url}/api/v1/cms/pipeline/hasRunningPipeline`, { headers: { apiKey: 'vitrina-sandbox-key' } })
      expect(await res.json()).toEqual({ data: { hasRunningPipeline: false } })
      await expect(sandbox.listen(server.port)).rejects.toBeInstanceOf(PortInUseError)
    } finally {
      await sandbox.close()
    }
  })
})
