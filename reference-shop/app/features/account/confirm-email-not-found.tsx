import { Trans } from '@lingui/react/macro'
import { NotFoundContent } from '../errors/not-found-content'

/**
 * The confirmation page's 404 (storefront spec §4: the page "needs goal, goalType and confirmedEmail, else 404 'goal
 * or goalType were not defined'"): a link without a token, or a confirmation without its goal.
 */
export function ConfirmEmailNotFound() {
  return (
    <section aria-labelledby="confirm-email-not-found-title" className="wrapper grid min-h-[50vh] place-items-center py-16">
      <NotFoundContent titleId="confirm-email-not-found-title" reason={<Trans>goal or goalType were not defined</Trans>} />
    </section>
  )
}
