import { Trans, useLingui } from '@lingui/react/macro'
import { useAuth } from '@vitrina/react'
import { Link, useNavigate } from 'react-router'
import { LoginForm } from '../auth/login-form'
import { useLogout } from '../auth/use-logout'
import { usePagePath } from '../routing/use-page-path'

/**
 * /admin and /adminLogin (back-office spec §2: the same screen): the login of editors and administrators with
 * the admin strategy, which refuses shoppers with the SDK's backofficeOnly message. After the login the editor
 * goes to the site. A back-office user who is logged in sees where the admin area will be.
 */
export function AdminLoginPage() {
  const { user, isBackofficeUser } = useAuth()
  const navigate = useNavigate()
  const pathTo = usePagePath()

  return (
    <div className="wrapper grid place-items-center py-12 lg:py-20">
      <section aria-labelledby="page-title" className="w-full max-w-md rounded-3xl border border-cream-200 bg-white px-6 py-8 shadow-sm sm:px-8">
        <h1 id="page-title" className="text-3xl font-extrabold text-ink-900">
          <Trans>Administracija</Trans>
        </h1>
        {user && isBackofficeUser ? (
          <SignedInEditor email={user.email} />
        ) : (
          <>
            <p className="mb-6 mt-1 text-sm text-ink-600">
              <Trans>Prijava za urednike i administratore.</Trans>
            </p>
            <LoginForm idPrefix="admin-login" strategy="admin" onLoggedIn={() => void navigate(pathTo('home'))} />
          </>
        )}
      </section>
    </div>
  )
}

/** The admin landing for now: who is logged in, and that the admin area (back-office spec §2) comes later. */
function SignedInEditor({ email }: { email: string }) {
  const { t } = useLingui()
  const pathTo = usePagePath()
  const logout = useLogout()
  return (
    <div className="mt-4 space-y-4 text-ink-600">
      <p>
        <Trans>Prijavljeni ste kao {email}.</Trans>
      </p>
      <p>
        <Trans>Administracijsko sučelje (privole, predlošci stranica, predmemorija) još nije izgrađeno.</Trans>
      </p>
      <div className="flex flex-wrap gap-3 pt-2">
        <Link to={pathTo('home')} className="rounded-full bg-rose-500 px-6 py-3 font-bold text-white hover:bg-rose-600">
          {t`Natrag na stranicu`}
        </Link>
        <button type="button" onClick={() => void logout()} className="rounded-full border border-cream-200 px-6 py-3 font-bold text-ink-900 hover:bg-cream-100">
          {t`Odjava`}
        </button>
      </div>
    </div>
  )
}
