import { whenIdle } from '../serving/when-idle'

/** The header's panels (header-panels.tsx): the category flyouts, the narrow screens' menu and the search field. */
export const loadHeaderPanels = () => import('./header-panels')

/**
 * Starts loading the header's panels once the page is idle, so that the shopper's first reach for the menu, a flyout
 * or the search does not wait for them; a load that fails is tried again by that reach.
 */
export function preloadHeaderPanelsWhenIdle(): void {
  whenIdle(() => void loadHeaderPanels().catch(() => {}))
}
