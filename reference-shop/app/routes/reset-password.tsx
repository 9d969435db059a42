import type { Route } from './+types/reset-password'
import { resetPasswordAction } from '../features/account/reset-password-action.server'
import { ResetPasswordPage } from '../features/account/reset-password-page'
import { pageTableMeta } from '../features/routing/page-meta'

/** The form sent before the page's JavaScript ran (to its own address, the token in the query). */
export function action(args: Route.ActionArgs) {
  return resetPasswordAction(args)
}

// The address carries a one-time token: no search engine should keep it.
export const meta: Route.MetaFunction = (args) => [...pageTableMeta(args), { name: 'robots', content: 'noindex' }]

export default function ResetPasswordRoute({ actionData }: Route.ComponentProps) {
  return <ResetPasswordPage actionData={actionData} />
}
