import { useStorefront } from '@vitrina/react'
import { createDevToolsService, type DevToolsService } from '@vitrina/sdk/back-office'

/** The tab's development tools service (one per SDK instance, so its latest-tag cache lasts as long as the tab). */
export function useDevTools(): DevToolsService {
  return createDevToolsService(useStorefront())
}
