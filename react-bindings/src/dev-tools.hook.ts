import { createDevToolsService, type DevToolsService } from '@vitrina/sdk/dev-tools'
import { useStorefront } from './storefront.context'

/**
 * The development tools of the instance (`createDevToolsService` from `@vitrina/sdk/dev-tools`, one per instance, so
 * its latest-tag and release caches last as long as the instance): the version badge's tag, the release notes, the
 * domain list and the current domain, and the admin UI language. It has no stores: a component keeps what it asked for.
 *
 * @example
 * ```tsx
 * import { useDevTools } from '@vitrina/react'
 * import { useEffect, useState } from 'react'
 *
 * function LatestTag() {
 *   const tools = useDevTools()
 *   const [latest, setLatest] = useState<string | null>(null)
 *   useEffect(() => {
 *     const controller = new AbortController()
 *     void tools.latestTag({ signal: controller.signal }).then((tag) => tag.ok && setLatest(tag.data))
 *     return () => controller.abort()
 *   }, [tools])
 *   return <p>{latest ?? '…'}</p>
 * }
 * ```
 */
export function useDevTools(): DevToolsService {
  return createDevToolsService(useStorefront())
}
