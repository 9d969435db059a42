// Running child commands from the root scripts, with their output streamed and a clear failure.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'

/** The repository root. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** Prints a line of the root scripts' own, set apart from the tools' output. */
export function log(message) {
  console.log(`\u001b[36m▸ ${message}\u001b[0m`)
}

/** A command that exited with a non-zero code. */
export class CommandFailed extends Error {
  constructor(command, code) {
    super(`${command} exited with code ${code}`)
    this.exitCode = code
  }
}

/** Runs a command in the repository root, streaming its output; rejects when it fails. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
    child.on('error', (error) => reject(new Error(`could not run ${command}: ${error.message}`)))
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new CommandFailed(`${command} ${args.join(' ')}`, code ?? (signal ? 1 : 1)))
    })
  })
}

/** Runs `main` and turns an error into one readable line and exit code, never a stack trace. */
export function runMain(main) {
  main().catch((error) => {
    console.error(`\u001b[31m✖ ${error instanceof Error ? error.message : String(error)}\u001b[0m`)
    process.exit(error?.exitCode && error.exitCode > 0 ? error.exitCode : 1)
  })
}
