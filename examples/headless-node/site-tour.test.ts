import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const script = fileURLToPath(new URL('./site-tour.mjs', import.meta.url))

/** The environment without a backend setting, so the example starts its own sandbox. */
function withoutBackendEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env }
  delete env.VITRINA_API_URL
  return env
}

// The example runs as a user would run it: plain node, resolving the built packages (npm test builds first).
describe('the headless site tour example', () => {
  it('prints the seeded navigation in Croatian and in Slovenian and the main currency', async () => {
    const { stdout } = await run(process.execPath, [script], { env: withoutBackendEnv() })
    expect(stdout).toMatch(/Main navigation \(hr\):\n {2}\S/)
    expect(stdout).toMatch(/-> \/shop\//)
    expect(stdout).toMatch(/Main navigation \(sl\):\n {2}\S/)
    expect(stdout).toMatch(/-> \/sl\/shop\//)
    expect(stdout).toContain('Maintenance mode: off')
    expect(stdout).toContain('Main currency: EUR (€)')
  })

  it('fails with one readable line when the backend cannot be reached', async () => {
    const failure = await run(process.execPath, [script], {
      env: { ...process.env, VITRINA_API_URL: 'http://127.0.0.1:9' },
    }).catch((error: { code: number; stderr: string }) => error)
    expect('code' in failure && failure.code).toBe(1)
    expect('stderr' in failure && failure.stderr).toMatch(/^site tour failed: \w+Error: /)
  })
})
