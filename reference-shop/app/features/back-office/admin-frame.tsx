import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { useLogout } from '../auth/use-logout'
import { pagePath } from '../routing/pages'
import { ADMIN_LANGUAGES, adminLanguageOf, adminPath, adminPathIn, type AdminSection } from '../admin/admin-paths'

/** What the frame needs from the server: whether Caches is shown (the shop's Redis cache store is in use). */
export interface AdminFrameProps {
  cacheShown: boolean
  /** The logged-in editor's e-mail, shown above the links. */
  email: string
  children: ReactNode
}

const LANGUAGE_NAMES = { hr: 'Hrvatski', sl: 'Slovenščina' } as const

/**
 * The admin layout (back-office spec §2 "Admin layout"): its own sidebar with Consents, Page templates and, when the
 * shop keeps its cache in Redis, Caches; a language switcher (hr, sl) and a back-to-site button. Inside the
 * back-office frame (BackOfficeShell), without the shop's header and footer.
 */
export function AdminFrame({ cacheShown, email, children }: AdminFrameProps) {
  const { t } = useLingui()
  const { pathname } = useLocation()
  const language = adminLanguageOf(pathname)
  const logout = useLogout()
  const sections: Array<{ section: AdminSection; label: string }> = [
    { section: 'consent', label: t`Privole` },
    { section: 'templates', label: t`Predlošci stranica` },
    ...(cacheShown ? [{ section: 'cache' as const, label: t`Predmemorija` }] : []),
  ]
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-xl px-4 py-2 font-bold ${isActive ? 'bg-rose-500 text-white' : 'text-ink-800 hover:bg-cream-100'}`

  return (
    <div className="wrapper grid gap-6 py-8 md:grid-cols-[15rem_1fr]">
      <aside className="space-y-6 rounded-3xl border border-cream-200 bg-white p-4 md:self-start">
        <p className="px-2 text-sm text-ink-600">{email}</p>
        <nav aria-label={t`Administracija`}>
          <ul className="space-y-1">
            {sections.map(({ section, label }) => (
              <li key={section}>
                <NavLink to={adminPath(language, section)} className={linkClass}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* biome-ignore lint/a11y/useSemanticElements: a row of language buttons, not form fields that a fieldset would group */}
        <div role="group" aria-label={t`Jezik administracije`} className="flex gap-2 px-2">
          {ADMIN_LANGUAGES.map((code) => (
            // A new document: the page's texts and its SDK instance follow the URL's language.
            <a
              key={code}
              href={adminPathIn(pathname, code)}
              lang={code}
              title={LANGUAGE_NAMES[code]}
              aria-current={code === language ? 'true' : undefined}
              className={`rounded-full border px-3 py-1 text-sm font-bold uppercase ${code === language ? 'border-ink-900 bg-ink-900 text-white' : 'border-cream-200 text-ink-800 hover:bg-cream-100'}`}
            >
              {code}
            </a>
          ))}
        </div>
        <div className="flex flex-col gap-2">
          <Link to={pagePath('home', language)} reloadDocument className="rounded-full bg-ink-900 px-4 py-2 text-center font-bold text-white hover:bg-ink-800">
            <Trans>Natrag na stranicu</Trans>
          </Link>
          <button
            type="button"
            onClick={() => void logout()}
            className="rounded-full border border-cream-200 px-4 py-2 font-bold text-ink-900 hover:bg-cream-100"
          >
            <Trans>Odjava</Trans>
          </button>
        </div>
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  )
}
