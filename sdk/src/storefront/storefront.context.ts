import type { ReadableAtom } from 'nanostores'
import type { LogoutListener } from '../auth/auth.types'
import type { Clock } from '../clock/clock.types'
import type { Http } from '../http/http.types'
import type { Language } from '../language/language.constants'
import type { LanguageChangeListener } from '../language/language.state'
import type { Notices } from '../notices/notices.types'
import type { StorageAdapter } from '../storage/storage.types'

/** What every service of one instance shares; services receive it instead of reaching for globals. */
export interface StorefrontContext {
  readonly http: Http
  readonly storage: StorageAdapter
  readonly clock: Clock
  readonly notices: Notices
  readonly $language: ReadableAtom<Language>
  /** See `LanguageState.onLanguageChange`. */
  onLanguageChange(listener: LanguageChangeListener): () => void
  /**
   * Registers work that must follow a logout (explicit, a lost session, or a reset): the wishlist and cart
   * services clear what belonged to the user here. Returns a function that removes the listener.
   */
  onLogout(listener: LogoutListener): () => void
}
