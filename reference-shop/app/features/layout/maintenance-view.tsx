import { Trans } from '@lingui/react/macro'
import { ToolsIcon } from './icons'
import type { ContentLogo } from './layout.content'
import { ShopLogo } from './shop-logo'

/** What everyone but back-office users sees while maintenance mode is on. */
export function MaintenanceView({ logo }: { logo: ContentLogo }) {
  return (
    <main className="grid min-h-screen place-items-center bg-cream-50 px-6 py-16">
      <div className="max-w-xl text-center">
        <ShopLogo logo={logo} />
        <div className="mx-auto mt-10 grid size-24 place-items-center rounded-full bg-mint-100 text-mint-700">
          <ToolsIcon className="size-12" />
        </div>
        <h1 className="mt-8 text-2xl font-extrabold leading-snug text-ink-900 sm:text-3xl">
          <Trans>Održavanje u toku, biti ćemo s Vama uskoro!</Trans>
        </h1>
      </div>
    </main>
  )
}
