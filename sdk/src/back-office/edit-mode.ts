import { ValidationError } from '../errors/errors.classes'
import { fail, ok } from '../internal/result'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import type { Result } from '../result/result.types'

/** Whether a page is being edited, and in which view (back-office spec §2 "Edit mode"). */
export interface EditMode {
  /** On when the query has `editPage=true` and the user is a back-office user. */
  editing: boolean
  /** `mobileView=true`: the page is edited as phones show it (its mobile meta and options). */
  mobileView: boolean
}

/**
 * The edit mode of a page from its query and its user: on only for `editPage=true` (exactly) and a back-office user,
 * so a shopper or a visitor with the query sees the normal page. `mobileView` counts only while editing.
 *
 * @param search - The page's query string (`?editPage=true&mobileView=true`), or its `URLSearchParams`.
 * @param user - The logged-in user, if any.
 *
 * @example
 * ```ts
 * import { editModeOf } from '@vitrina/sdk/back-office'
 *
 * const { editing, mobileView } = editModeOf(location.search, shop.auth.$user.get())
 * ```
 */
export function editModeOf(search: string | URLSearchParams, user: { isBackofficeUser?: boolean } | null | undefined): EditMode {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search
  const editing = query.get('editPage') === 'true' && user?.isBackofficeUser === true
  return { editing, mobileView: editing && query.get('mobileView') === 'true' }
}

/**
 * Back-office spec §5: "Saving an empty component page is not allowed". A page of components is saved only when it
 * has at least one; otherwise a validation error on `components` (`validation.required`), and nothing is sent.
 */
export function checkComponentPage<T>(components: readonly T[]): Result<readonly T[]> {
  if (components.length > 0) return ok(components)
  return fail(
    new ValidationError({ message: 'An empty component page cannot be saved', issues: [{ path: ['components'], messageKey: MESSAGE_KEYS.required }] }),
  )
}
