/** The part of a logged-in user the maintenance rule looks at. */
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

/**
 * The decision the page shell shows. Only the server may let a visitor through (`serverDecision`, made with
 * a profile it fetched itself); the browser may only add the view, when the user it knows is not a
 * back-office user (after a logout, say). A forged `authUser` cookie therefore never reveals the site, not
 * even after hydration.
 */
export function maintenanceViewShown(serverDecision: boolean, maintenanceMode: boolean, user: MaintenanceViewer | null): boolean {
  return serverDecision || showsMaintenanceView(maintenanceMode, user)
}
