// `npm run build`: installs what is missing, builds every package (all of them with --force), and checks
// the bundle-size budgets and that the shop's production build holds no development tool.
import { ensureDependencies } from './lib/setup.mjs'
import { buildAll } from './lib/build.mjs'
import { checkBudgets } from './lib/budgets.mjs'
import { checkProductionBuild } from './lib/production-build.mjs'
import { log, runMain } from './lib/process.mjs'

runMain(async () => {
  await ensureDependencies()
  const built = await buildAll({ force: process.argv.includes('--force') })
  log(built.length ? `Built ${built.join(', ')}.` : 'Everything is up to date.')
  await checkBudgets()
  checkProductionBuild()
})
