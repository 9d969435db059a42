// The published packages as a consumer receives them: `npm pack` of @vitrina/sdk, @vitrina/react and
// @vitrina/sandbox, each tarball checked by publint (package.json fields, exports, files) and by Are the Types Wrong
// (types resolve for every entry; the packages are ESM only, so the esm-only profile), then a scratch project in the
// system's temporary folder, outside the monorepo so that nothing resolves from its node_modules, installs the three
// tarballs and type-checks a file that imports every entry with `skipLibCheck: false`: a declaration that imports a
// type the package does not depend on (TS7016, TS2307) fails here.
//
//   node scripts/lib/package-check.mjs     after `npm run build`
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { log, root, run, runMain } from './process.mjs'

const PACKAGES = [
  { workspace: '@vitrina/sdk', dir: 'sdk' },
  { workspace: '@vitrina/react', dir: 'react-bindings' },
  { workspace: '@vitrina/sandbox', dir: 'sandbox' },
]

const tarballOf = ({ dir }) => {
  const { name, version } = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'))
  return `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`
}

/** What a team would write first: every entry imported, an instance, a service of each entry, a hook, a sandbox. */
const CONSUMER_SOURCE = `import { createCartService, createStorefront, isHttpError, memoryStorage, type Storefront } from '@vitrina/sdk'
import { createAccountService } from '@vitrina/sdk/account'
import { createElementsService } from '@vitrina/sdk/back-office'
import { createNewsletterService } from '@vitrina/sdk/forms'
import { canAdmin, createConsentAdminService } from '@vitrina/sdk/admin'
import { createDevToolsService } from '@vitrina/sdk/dev-tools'
import { StorefrontProvider, useCart } from '@vitrina/react'
import { createSandbox, DEMO_ACCOUNTS } from '@vitrina/sandbox'
import { createElement, type ReactNode } from 'react'

export const shop: Storefront = createStorefront({ apiUrl: 'http://localhost:4010', apiKey: 'key', siteId: 1, storeId: 1, storage: memoryStorage() })
export const services = [createCartService(shop), createAccountService(shop), createElementsService(shop), createNewsletterService(shop), createConsentAdminService(shop), createDevToolsService(shop)] as const
export const isEditor = canAdmin(null, 'backoffice')

export async function firstLines(): Promise<number> {
  const loaded = await services[0].load()
  if (!loaded.ok && isHttpError(loaded.error)) return loaded.error.status
  return services[0].$cart.get()?.items.length ?? 0
}

export function CartCount(): ReactNode {
  const { cart } = useCart()
  return cart?.items.length ?? 0
}

export const app = (children: ReactNode) => createElement(StorefrontProvider, { storefront: shop }, children)

export async function sandboxAccounts(): Promise<string[]> {
  const sandbox = await createSandbox({ database: ':memory:' })
  sandbox.close()
  return Object.values(DEMO_ACCOUNTS).map((account) => account.email)
}
`

const CONSUMER_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: [],
  },
  files: ['index.ts'],
}

/** Resolution modes an ESM-only package does not serve (Are the Types Wrong's esm-only profile). */
const IGNORED_RESOLUTIONS = new Set(['node10', 'node16-cjs'])

/** publint's warnings and errors (strict, as `publint --strict`) and Are the Types Wrong's problems of one tarball. */
async function lintTarball(name, tarball) {
  const { publint } = await import('publint')
  const { formatMessage } = await import('publint/utils')
  const { checkPackage, createPackageFromTarballData } = await import('@arethetypeswrong/core')
  const bytes = new Uint8Array(tarball)
  const problems = []
  const linted = await publint({ pack: { tarball: bytes.slice().buffer }, strict: true })
  for (const message of linted.messages) {
    if (message.type !== 'suggestion') problems.push(`${name}: publint ${message.type}: ${formatMessage(message, linted.pkg, { color: false })}`)
  }
  const analysis = await checkPackage(createPackageFromTarballData(bytes))
  if (analysis.types === false) problems.push(`${name}: Are the Types Wrong: the package has no types`)
  for (const problem of analysis.problems ?? []) {
    if ('resolutionKind' in problem && IGNORED_RESOLUTIONS.has(problem.resolutionKind)) continue
    problems.push(
      `${name}: Are the Types Wrong: ${problem.kind}${'entrypoint' in problem ? ` at ${problem.entrypoint}` : ''}${'resolutionKind' in problem ? ` (${problem.resolutionKind})` : ''}`,
    )
  }
  return problems
}

/** Packs, lints and type-checks the published packages as a consumer would install them; throws on any problem. */
export async function checkPackages() {
  const work = mkdtempSync(join(tmpdir(), 'vitrina-packages-'))
  try {
    const packs = join(work, 'packs')
    mkdirSync(packs)
    await run('npm', ['pack', '--silent', '--pack-destination', packs, ...PACKAGES.flatMap(({ workspace }) => ['-w', workspace])], {
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    const problems = []
    for (const pkg of PACKAGES) problems.push(...(await lintTarball(pkg.workspace, readFileSync(join(packs, tarballOf(pkg))))))
    if (problems.length > 0) throw new Error(`the packed packages have problems:\n${problems.map((problem) => `  ${problem}`).join('\n')}`)

    const consumer = join(work, 'consumer')
    mkdirSync(consumer)
    const rootDevDependencies = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies
    const shopDependencies = JSON.parse(readFileSync(join(root, 'reference-shop', 'package.json'), 'utf8')).dependencies
    const dependencies = Object.fromEntries([
      ...PACKAGES.map((pkg) => [pkg.workspace, `file:../packs/${tarballOf(pkg)}`]),
      ['react', shopDependencies.react],
      ['react-dom', shopDependencies['react-dom']],
      ['@types/react', rootDevDependencies['@types/react']],
    ])
    writeFileSync(
      join(consumer, 'package.json'),
      `${JSON.stringify({ name: 'vitrina-consumer-check', private: true, type: 'module', dependencies }, null, 2)}\n`,
    )
    writeFileSync(join(consumer, 'tsconfig.json'), `${JSON.stringify(CONSUMER_TSCONFIG, null, 2)}\n`)
    writeFileSync(join(consumer, 'index.ts'), CONSUMER_SOURCE)
    // No install scripts: the sandbox's native SQLite and image libraries are not needed to read their types.
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', '--loglevel=error'], { cwd: consumer })
    await run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', consumer])
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runMain(async () => {
    log('Checking the packed packages (publint, Are the Types Wrong, a consumer project outside the monorepo)...')
    await checkPackages()
    log('The packed packages are fine.')
  })
}
