import { useAuth } from '@vitrina/react'
import { useNavigate } from 'react-router'
import { usePagePath } from '../routing/use-page-path'

/**
 * Logs out and goes home. The SDK emits 'Uspješna odjava!' (core.notifications.logoutSuccess), which the
 * NoticeToaster shows; home, because the page the visitor was on may be for logged-in users only.
 */
export function useLogout(): () => Promise<void> {
  const { logout } = useAuth()
  const navigate = useNavigate()
  const pathTo = usePagePath()
  return async () => {
    await logout()
    await navigate(pathTo('home'))
  }
}
