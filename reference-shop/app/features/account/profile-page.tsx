import { Trans, useLingui } from '@lingui/react/macro'
import { useAuth } from '@vitrina/react'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { loginPathFor } from '../auth/login.navigation'
import { useLogout } from '../auth/use-logout'
import { Breadcrumb } from '../layout/breadcrumb'
import { UserIcon } from '../layout/icons'

/**
 * The /profil page so far: who is logged in and the menu's logout entry. The tabs of storefront spec §2
 * (overview, password, wishlist, order history) come with the account issue. The route's loader has sent
 * logged-out visitors to /prijava already; a session that ends on this page shows a link there instead.
 */
export function ProfilePage() {
  const { t } = useLingui()
  const { user } = useAuth()
  const logout = useLogout()
  const [pending, setPending] = useState(false)
  const { pathname } = useLocation()

  if (!user) {
    return (
      <div className="wrapper py-12 lg:py-16">
        <Breadcrumb title={t`Moj račun`} />
        <p className="mt-8 text-ink-600">
          <Trans>Niste prijavljeni.</Trans>{' '}
          <Link to={loginPathFor(pathname)} className="font-bold text-rose-600 underline">
            {t`Prijava`}
          </Link>
        </p>
      </div>
    )
  }

  const fullName = [user.details.firstName, user.details.lastName].filter(Boolean).join(' ') || user.email
  return (
    <div className="wrapper py-12 lg:py-16">
      <Breadcrumb title={t`Moj račun`} />
      <h1 id="page-title" className="mt-6 text-3xl font-extrabold text-ink-900">
        <Trans>Moj račun</Trans>
      </h1>
      <div className="mt-8 grid gap-6 md:grid-cols-[16rem_1fr]">
        <nav aria-label={t`Izbornik računa`} className="self-start rounded-3xl border border-cream-200 bg-white p-3">
          <button
            type="button"
            disabled={pending}
            onClick={async () => {
              setPending(true)
              try {
                await logout()
              } finally {
                setPending(false)
              }
            }}
            className="w-full rounded-2xl px-4 py-3 text-left font-bold text-ink-900 hover:bg-cream-100 disabled:opacity-60"
          >
            {t`Odjava`}
          </button>
        </nav>
        <section aria-labelledby="profile-summary-title" className="rounded-3xl border border-cream-200 bg-white p-6 sm:p-8">
          <div className="flex items-center gap-4">
            <div className="grid size-14 shrink-0 place-items-center rounded-full bg-rose-100 text-rose-600">
              <UserIcon className="size-7" />
            </div>
            <div>
              <h2 id="profile-summary-title" className="text-xl font-extrabold text-ink-900">
                {fullName}
              </h2>
              <p className="text-ink-600">{user.email}</p>
            </div>
          </div>
          <p className="mt-6 rounded-2xl border-2 border-dashed border-cream-200 px-5 py-4 text-ink-600">
            <Trans>Pregled računa, promjena lozinke, lista želja i povijest narudžbi još nisu izgrađeni.</Trans>
          </p>
        </section>
      </div>
    </div>
  )
}
