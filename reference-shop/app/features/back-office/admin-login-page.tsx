import { Trans } from '@lingui/react/macro'
import { useAuth } from '@vitrina/react'
import { useNavigate } from 'react-router'
import { AdminFrame } from './admin-frame'
import { LoginForm } from '../auth/login-form'
import { usePagePath } from '../routing/use-page-path'

/**
 * /admin and /adminLogin (back-office spec §2: the same screen): the login of editors and administrators with
 * the admin strategy, which refuses shoppers with the SDK's backofficeOnly message. After the login the editor
 * goes to the site. A back-office user who is logged in gets the admin area's start: its layout with the sidebar
 * (Caches only when `cacheShown`, the route loader's answer).
 */
export function AdminLoginPage({ cacheShown = false }: { cacheShown?: boolean }) {
  const { user, isBackofficeUser } = useAuth()
  const navigate = useNavigate()
  const pathTo = usePagePath()

  if (user && isBackofficeUser) {
    return (
      <AdminFrame cacheShown={cacheShown} email={user.email}>
        <section aria-labelledby="page-title" className="rounded-3xl border border-cream-200 bg-white p-6">
          <h1 id="page-title" className="text-3xl font-extrabold text-ink-900">
            <Trans>Administracija</Trans>
          </h1>
          <p className="mt-2 text-ink-600">
            <Trans>Prijavljeni ste kao {user.email}.</Trans>
          </p>
          <p className="mt-1 text-ink-600">
            <Trans>U izborniku odaberite privole, predloške stranica ili predmemoriju.</Trans>
          </p>
        </section>
      </AdminFrame>
    )
  }
  return (
    <div className="wrapper grid place-items-center py-12 lg:py-20">
      <section aria-labelledby="page-title" className="w-full max-w-md rounded-3xl border border-cream-200 bg-white px-6 py-8 shadow-sm sm:px-8">
        <h1 id="page-title" className="text-3xl font-extrabold text-ink-900">
          <Trans>Administracija</Trans>
        </h1>
        <p className="mb-6 mt-1 text-sm text-ink-600">
          <Trans>Prijava za urednike i administratore.</Trans>
        </p>
        <LoginForm idPrefix="admin-login" strategy="admin" onLoggedIn={() => void navigate(pathTo('home'))} />
      </section>
    </div>
  )
}
