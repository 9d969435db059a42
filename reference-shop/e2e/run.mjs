// `npm run test:e2e`: the end-to-end suite against the built shop. Build first with
// `npm run build -w @vitrina/sdk -w @vitrina/react -w @vitrina/sandbox -w @vitrina/reference-shop`.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const child = spawn('npx', ['vitest', 'run', '--config', 'reference-shop/vitest.e2e.config.ts', ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
})
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
