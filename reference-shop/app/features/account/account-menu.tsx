import { useLingui } from '@lingui/react/macro'
import { useWishlist } from '@vitrina/react'
// Before any use of the wishlist service: it is made with the server's list (wishlist.browser.ts).
import '../wishlist/wishlist.browser'
import { Fragment, useState, type MouseEvent, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useLogout } from '../auth/use-logout'
import { ChevronDownIcon } from '../layout/icons'
import { ACCOUNT_TABS, type AccountTab } from './profile-tab'

export interface AccountMenuProps {
  /** The open tab, or null when every entry is closed. */
  active: AccountTab | null
  /** The query each entry links to (`?tab=password`). */
  searchOf: (tab: AccountTab) => string
  /** Runs before an entry's link is followed; it may prevent it (closing the open accordion entry). */
  onPress: (tab: AccountTab, event: MouseEvent) => void
  /** The content of the open tab. */
  children: ReactNode
}

const ENTRY_CLASS = 'flex w-full items-center gap-3 rounded-2xl px-5 py-3.5 text-left font-bold ring-1 transition-colors'

/**
 * The left menu of /profil with the open tab's panel. One element tree serves both layouts: below 1024 px the
 * panel follows its entry (an accordion); from 1024 px the grid puts the entries in the first column and the
 * panel beside them, spanning every row. So the server renders the right layout for either width, and a resize
 * does not remount a half-filled form. The entries are links to their tab's query, so they work before the
 * page's script has loaded, too.
 */
export function AccountMenu({ active, searchOf, onPress, children }: AccountMenuProps) {
  const { t } = useLingui()
  const { count } = useWishlist()
  const labels: Record<AccountTab, string> = {
    overview: t`Pregled računa`,
    password: t`Upravljajte lozinkom`,
    wishlist: t`Lista želja`,
    order_history: t`Povijest narudžbi`,
  }

  return (
    <div className="mt-8 grid gap-3 lg:grid-cols-[17rem_minmax(0,1fr)] lg:grid-rows-[repeat(5,auto)_1fr] lg:gap-x-8 lg:gap-y-2">
      {ACCOUNT_TABS.map((tab) => {
        const open = tab === active
        return (
          <Fragment key={tab}>
            <Link
              to={searchOf(tab)}
              replace
              preventScrollReset
              id={`account-tab-${tab}`}
              aria-current={open ? 'page' : undefined}
              aria-expanded={open}
              aria-controls={open ? `account-panel-${tab}` : undefined}
              onClick={(event) => onPress(tab, event)}
              className={`${ENTRY_CLASS} lg:col-start-1 ${open ? 'bg-rose-100 text-rose-600 ring-rose-200' : 'bg-white text-ink-900 ring-cream-200 hover:bg-cream-100'}`}
            >
              <span className="flex-1">{labels[tab]}</span>
              {/* The space keeps the count apart in the accessible name ('Lista želja 3'); a flex box does not render it. */}
              {tab === 'wishlist' && ' '}
              {tab === 'wishlist' && (
                <span className="grid min-w-7 place-items-center rounded-full bg-rose-500 px-2 py-0.5 text-xs font-extrabold text-white">{count}</span>
              )}
              <ChevronDownIcon className={`size-5 shrink-0 transition-transform lg:hidden ${open ? 'rotate-180' : ''}`} />
            </Link>
            {open && (
              <section
                id={`account-panel-${tab}`}
                aria-labelledby={`account-tab-${tab}`}
                className="min-w-0 rounded-3xl border border-cream-200 bg-white p-5 sm:p-8 lg:col-start-2 lg:row-[1/-1]"
              >
                {children}
              </section>
            )}
          </Fragment>
        )
      })}
      <LogoutEntry />
    </div>
  )
}

/** The menu's 'Odjava': logs out and goes home (the SDK's 'Uspješna odjava!' is toasted by the NoticeToaster). */
function LogoutEntry() {
  const { t } = useLingui()
  const logout = useLogout()
  const [pending, setPending] = useState(false)
  return (
    <div className="lg:col-start-1">
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
        className={`${ENTRY_CLASS} bg-white text-ink-900 ring-cream-200 hover:bg-cream-100 disabled:cursor-wait disabled:opacity-60`}
      >
        {t`Odjava`}
      </button>
    </div>
  )
}

/**
 * A panel's title, and its action ('Uredi'): the title beside the menu on wide screens; in the accordion the open
 * entry right above says it already.
 */
export function PanelTitle({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className={`mb-6 items-center gap-4 ${action ? 'flex' : 'hidden lg:flex'}`}>
      <h2 className="hidden flex-1 text-2xl font-extrabold text-ink-900 lg:block">{children}</h2>
      {action && <div className="ml-auto">{action}</div>}
    </div>
  )
}
