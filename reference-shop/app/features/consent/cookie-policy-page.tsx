import { useLingui } from '@lingui/react/macro'
import { PostPage } from '../content/post-page'
import { Breadcrumb } from '../layout/breadcrumb'
import type { CookiePolicyPageData } from './cookie-policy.server'
import { CookieSettingsForm } from './cookie-settings-form'

/** `/politika-kolacica` (the cookie banner links here): the CMS page of the cookie policy and the cookie settings. */
export function CookiePolicyPage({ page, bodyHtml, canonicalUrl }: CookiePolicyPageData) {
  const { t } = useLingui()
  if (page) {
    return (
      <PostPage post={page} bodyHtml={bodyHtml} canonicalUrl={canonicalUrl}>
        <CookieSettingsForm />
      </PostPage>
    )
  }
  const title = t`Politika kolačića`
  return (
    <article className="wrapper py-8 lg:py-10">
      <Breadcrumb title={title} />
      <h1 className="mt-4 font-display text-3xl font-extrabold text-ink-900 sm:text-4xl">{title}</h1>
      <CookieSettingsForm />
    </article>
  )
}
