import type { Route } from './+types/cookie-policy'
import { CookiePolicyPage } from '../features/consent/cookie-policy-page'
import { loadCookiePolicyPage } from '../features/consent/cookie-policy.server'
import { pageMeta, pageTableMeta } from '../features/routing/page-meta'

/** /politika-kolacica: the CMS cookie policy of the page's language and the cookie settings, rendered on the server. */
export function loader(args: Route.LoaderArgs) {
  return loadCookiePolicyPage(args)
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.data?.page
  if (!page) return pageTableMeta(args)
  return pageMeta(args, page.metaTitle || page.title, page.metaDescription || page.excerpt)
}

export default function CookiePolicyRoute({ loaderData }: Route.ComponentProps) {
  return <CookiePolicyPage {...loaderData} />
}
