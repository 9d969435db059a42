// @ts-check
// A headless tour of the shop's site configuration, as another team's Node service would do it: start the
// sandbox in this process (or point VITRINA_API_URL at a running backend), create a storefront instance,
// load the page shell in Croatian and in Slovenian, and print what a header and footer would show.
//
//   node examples/headless-node/site-tour.mjs
import { createSiteService, createStorefront, memoryStorage } from '@vitrina/sdk'
import { createSandbox } from '@vitrina/sandbox'

/**
 * Prints one navigation tree, two levels deep.
 * @param {string} title
 * @param {import('@vitrina/sdk').NavigationItem[]} items
 */
function printTree(title, items) {
  console.log(`${title}:`)
  for (const item of items) {
    console.log(`  ${item.title} -> ${item.href}`)
    for (const child of item.children) console.log(`    ${child.title} -> ${child.href}`)
  }
}

async function main() {
  const external = process.env.VITRINA_API_URL || null
  const sandbox = external ? null : await createSandbox({ database: ':memory:' })
  const server = sandbox ? await sandbox.listen(0, '127.0.0.1') : null
  const apiUrl = external ?? /** @type {{ url: string }} */ (server).url

  try {
    const shop = createStorefront({
      apiUrl,
      apiKey: process.env.VITRINA_API_KEY ?? 'vitrina-sandbox-key',
      siteId: process.env.VITRINA_SITE_ID ?? 1,
      storeId: process.env.VITRINA_STORE_ID ?? 1,
      storage: memoryStorage(),
    })

    // Services are opt-in: each is made from the instance by its factory, once per instance.
    const site = createSiteService(shop)
    const layout = await site.loadLayout()
    if (!layout.ok) throw layout.error
    printTree('Main navigation (hr)', site.$navigation.get().main ?? [])
    const footer = site.$elements.get()['footer-section']
    console.log(`Footer element (hr): ${footer ? footer.title : 'missing'}`)
    console.log(`Maintenance mode: ${site.$maintenanceMode.get() ? 'on' : 'off'}`)

    await shop.setLanguage('sl')
    printTree('Main navigation (sl)', site.$navigation.get().main ?? [])

    const currency = await site.fetchCurrencyConfig()
    if (!currency.ok) throw currency.error
    console.log(`Main currency: ${currency.data.mainCurrency} (${currency.data.mainCurrencySymbol})`)
  } finally {
    await server?.close()
    await sandbox?.close()
  }
}

main().catch((error) => {
  console.error(`site tour failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`)
  process.exit(1)
})
