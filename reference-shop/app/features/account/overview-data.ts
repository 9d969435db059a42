import { createSiteService } from '@vitrina/sdk'
import { useAccount, useSite, useStorefront } from '@vitrina/react'
import type { Country } from '@vitrina/sdk'
import type { AccountProfile } from '@vitrina/sdk/account'
import { useEffect, useState } from 'react'

/** Where a tab's data stands. */
export type LoadStatus = 'loading' | 'ready' | 'failed'

/** The overview's data: the profile with its main address and the countries that name its country. */
export interface OverviewData {
  profile: AccountProfile | null
  countries: Country[]
  status: LoadStatus
  retry: () => void
}

/**
 * Loads the profile each time the overview opens (the checkout may have changed the main address meanwhile) and
 * the countries once per language, since the address keeps only a country id.
 */
export function useOverviewData(): OverviewData {
  const shop = useStorefront()
  const { profile, loadProfile } = useAccount()
  const { countries } = useSite()
  const [status, setStatus] = useState<LoadStatus>('loading')
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the trigger: "Pokušaj ponovno" bumps it to load again
  useEffect(() => {
    const controller = new AbortController()
    setStatus('loading')
    const listed = createSiteService(shop).$countries.get().length > 0 ? Promise.resolve({ ok: true }) : createSiteService(shop).fetchCountries()
    void Promise.all([loadProfile({ signal: controller.signal }), listed]).then(([loaded, named]) => {
      if (!controller.signal.aborted) setStatus(loaded.ok && named.ok ? 'ready' : 'failed')
    })
    return () => controller.abort()
  }, [shop, loadProfile, attempt])

  return { profile, countries, status, retry: () => setAttempt((count) => count + 1) }
}
