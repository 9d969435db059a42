import { useLingui } from '@lingui/react/macro'
import { useAuth } from '@vitrina/react'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { usePagePath } from '../routing/use-page-path'
import { loadDevToolsTexts } from './dev-tools-texts'
import { DomainListModal } from './domain-list-modal'
import { ReleasesModal } from './releases-modal'
import { VersionBadge } from './version-badge'

type Open = { modal: 'domains' } | { modal: 'releases'; devMode: boolean } | null

/**
 * What a development build adds to the main layout (back-office spec §2 "Other layout notes"): the version badge and
 * the domain list and releases modals it opens. Loaded by site-shell.tsx only when `__VITRINA_DEV_TOOLS__` is on,
 * after hydration; its texts come with it (dev-tools-texts.ts).
 */
export function DevToolsLayer() {
  const { i18n } = useLingui()
  const { isBackofficeUser } = useAuth()
  const pathTo = usePagePath()
  const navigate = useNavigate()
  const [ready, setReady] = useState(false)
  const [open, setOpen] = useState<Open>(null)

  useEffect(() => {
    let current = true
    void loadDevToolsTexts(i18n).then(() => current && setReady(true))
    return () => {
      current = false
    }
  }, [i18n, i18n.locale])

  if (!ready) return null
  return (
    <>
      <VersionBadge
        // Spec §2: "The check for a back-office user decides whether the admin login path or the domain list opens".
        onBadge={() => (isBackofficeUser ? setOpen({ modal: 'domains' }) : navigate(pathTo('adminLogin')))}
        onReleases={(devMode) => setOpen({ modal: 'releases', devMode })}
        sectionToolPath={sectionToolPath(pathTo('home'))}
      />
      {open?.modal === 'domains' && <DomainListModal onClose={() => setOpen(null)} />}
      {open?.modal === 'releases' && <ReleasesModal devMode={open.devMode} onClose={() => setOpen(null)} />}
    </>
  )
}

/** `/section-tool` under the page's language prefix (`/sl/section-tool`); routes.ts registers both. */
function sectionToolPath(home: string): string {
  return `${home === '/' ? '' : home}/section-tool`
}
