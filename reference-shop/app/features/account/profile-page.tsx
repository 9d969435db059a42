import { Trans, useLingui } from '@lingui/react/macro'
import { useAuth } from '@vitrina/react'
import { Link, useLocation } from 'react-router'
import { loginPathFor } from '../auth/login.navigation'
import { Breadcrumb } from '../layout/breadcrumb'
import { AccountMenu } from './account-menu'
import { OrderHistoryTab } from './order-history-tab'
import { OverviewTab } from './overview-tab'
import { PasswordTab } from './password-tab'
import { useAccountTab } from './profile-tab-state'
import { WishlistTab } from './wishlist-tab'

/**
 * /profil (storefront spec §2): the account menu with its tabs (overview, password, wishlist, order history) and
 * the logout entry. The route's loader has sent logged-out visitors to /prijava already; a session that ends on
 * this page shows a link there instead.
 */
export function ProfilePage() {
  const { t } = useLingui()
  const { user } = useAuth()
  const { pathname } = useLocation()
  const { active, orderId, searchOf, pressed, showOrder } = useAccountTab()

  return (
    <div className="wrapper py-12 lg:py-16">
      <Breadcrumb title={t`Moj račun`} />
      <h1 id="page-title" className="mt-6 text-3xl font-extrabold text-ink-900">
        <Trans>Moj račun</Trans>
      </h1>
      {user ? (
        <AccountMenu active={active} searchOf={searchOf} onPress={pressed}>
          {active === 'overview' && <OverviewTab />}
          {active === 'password' && <PasswordTab />}
          {active === 'wishlist' && <WishlistTab />}
          {active === 'order_history' && <OrderHistoryTab orderId={orderId} onShowOrder={showOrder} />}
        </AccountMenu>
      ) : (
        <p className="mt-8 text-ink-600">
          <Trans>Niste prijavljeni.</Trans>{' '}
          <Link to={loginPathFor(pathname)} className="font-bold text-rose-600 underline">
            {t`Prijava`}
          </Link>
        </p>
      )}
    </div>
  )
}
