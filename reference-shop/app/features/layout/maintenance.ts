/** The part of a signed-in user the maintenance rule looks at (auth arrives in a later issue). */
export interface MaintenanceViewer {
  isBackofficeUser?: boolean
}

/**
 * Whether the maintenance view replaces the site for this visitor. Spec: "A maintenance mode hides the whole
 * site from everyone who is not a back-office user."
 */
export function showsMaintenanceView(maintenanceMode: boolean, user: MaintenanceViewer | null): boolean {
  return maintenanceMode && user?.isBackofficeUser !== true
}

/** Nobody can sign in before the auth issue, so the maintenance rule always sees an anonymous visitor. */
export const NO_SIGNED_IN_USER: MaintenanceViewer | null = null
