import { createSiteService } from '@vitrina/sdk'
import { verifiedUser, type RequestStorefront } from '../storefront/storefront.server'
import { showsMaintenanceView } from './maintenance'

/**
 * The server's maintenance decision for this request, after the layout (which holds the maintenance option)
 * has loaded. While maintenance mode is on it asks the backend who the request's token belongs to, because
 * the `authUser` cookie is display data that a visitor can write: only a confirmed back-office user sees the site.
 */
export async function maintenanceViewFor(storefront: RequestStorefront): Promise<boolean> {
  if (!createSiteService(storefront.shop).$maintenanceMode.get()) return false
  return showsMaintenanceView(true, await verifiedUser(storefront))
}
