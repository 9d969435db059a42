import { useAuth } from '@vitrina/react'
import { editModeOf, type EditMode } from '@vitrina/sdk/back-office'
import { lazy, useMemo, type ComponentType, type LazyExoticComponent } from 'react'
import { useLocation } from 'react-router'

/**
 * The page's edit mode (back-office spec §2): on with `?editPage=true` for a back-office user only, so a shopper or a
 * visitor with the query sees the normal page.
 */
export function useEditMode(): EditMode {
  const { search } = useLocation()
  const { user } = useAuth()
  return useMemo(() => editModeOf(search, user), [search, user])
}

type EditModeTools = Omit<typeof import('./edit-mode-tools'), 'withEditModeTexts'>

/**
 * One of edit mode's components (the bar, the editable fields) as a lazy component: their module is loaded by a page
 * in edit mode only, so a shopper's page never downloads it. It renders with edit mode's texts in the page's catalog.
 */
export function lazyEditModeTool<Name extends keyof EditModeTools>(name: Name): LazyExoticComponent<EditModeTools[Name]> {
  return lazy(() =>
    import('./edit-mode-tools').then((tools) => ({ default: tools.withEditModeTexts(tools[name] as ComponentType<object>) as EditModeTools[Name] })),
  )
}
