/**
 * The rights of the admin area, each a name in a back-office user's `scope` (back-office spec §6: "Scope-based
 * permission checks exist in the auth layer and read the scope field of the user"; the spec does not show the values,
 * these are the wire contract's, docs/contract/auth.md "Rights in the scope"):
 *
 * - `backoffice`: the admin area itself and its lists;
 * - `consents:write`: creating and replacing consent assignments;
 * - `cms:write`: creating and deleting page templates;
 * - `cache:clear`: purging the shop server's cache;
 * - `media:write`: the media library.
 */
export const ADMIN_RIGHTS = ['backoffice', 'consents:write', 'cms:write', 'cache:clear', 'media:write'] as const

/** One of {@link ADMIN_RIGHTS}. */
export type AdminRight = (typeof ADMIN_RIGHTS)[number]

/** What {@link canAdmin} reads of a user: the auth user (`AuthUser`), or a snapshot of its two fields. */
export interface AdminUser {
  /** Whether the user is a back-office user (an editor or administrator). */
  isBackofficeUser: boolean
  /** The user's permission names. */
  scope: readonly string[]
}

/**
 * Whether `user` may use the part of the admin area that `right` guards: a back-office user (spec §6 "Admin area
 * access requires a back-office user") whose `scope` names the right. Nobody logged in (`null`) may not. A pure
 * function of the user, so a screen can hide what the server would refuse, and a server loader can check the same.
 *
 * @example
 * ```ts
 * import { canAdmin } from '@vitrina/sdk/admin'
 *
 * declare function redirect(path: string): never
 *
 * const user = shop.auth.$user.get()
 * if (!canAdmin(user, 'backoffice')) redirect('/adminLogin')
 * const mayEdit = canAdmin(user, 'consents:write')
 * ```
 */
export function canAdmin(user: AdminUser | null | undefined, right: AdminRight): boolean {
  return user?.isBackofficeUser === true && user.scope.includes(right)
}
