// A bounded HTTP load on loopback with autocannon. autocannon runs in a process of its own: the bench's
// process also serves the in-memory sandbox the shop calls, and a load generator on that event loop would
// slow the sandbox's answers and charge the shop for it.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

const autocannonCli = createRequire(import.meta.url).resolve('autocannon')

/**
 * Loads `url` with `connections` connections for `seconds` and resolves to { requestsPerSecond, p50Ms,
 * p99Ms, total, failed }, `failed` counting non-2xx answers, errors and timeouts. `headers` are sent with
 * every request.
 */
export async function loadUrl(url, { connections = 10, seconds = 10, headers = {} } = {}) {
  const args = [autocannonCli, '--json', '--no-progress', '-c', String(connections), '-d', String(seconds), '-t', '10']
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`)
  args.push(url)
  const report = JSON.parse(await output(process.execPath, args))
  return {
    requestsPerSecond: report['2xx'] / report.duration,
    p50Ms: report.latency.p50,
    p99Ms: report.latency.p99,
    total: report.requests.total,
    failed: report.non2xx + report.errors + report.timeouts,
  }
}

function output(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`autocannon exited with code ${code}: ${stderr.trim().slice(0, 300)}`))))
  })
}
