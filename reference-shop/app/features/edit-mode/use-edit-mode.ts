import { useAuth } from '@vitrina/react'
import { editModeOf, type EditMode } from '@vitrina/sdk/back-office'
import { useMemo } from 'react'
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

/** Edit mode's components (the bar, the editable fields), loaded by a page in edit mode only. */
export const loadEditModeTools = () => import('./edit-mode-tools')
