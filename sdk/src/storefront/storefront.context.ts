import type { ReadableAtom } from 'nanostores'
import type { LogoutListener } from '../auth/auth.types'
import type { Clock } from '../clock/clock.types'
import type { Http } from '../http/http.types'
import type { Language } from '../language/language.constants'
import type { LanguageChangeListener } from '../language/language.state'
import type { Notices } from '../notices/notices.types'
import type { StorageAdapter } from '../storage/storage.types'

/** The part of the instance's snapshot one opt-in service owns: its stores as JSON data, and back. */
export interface SnapshotPart {
  dehydrate(): unknown
  hydrate(part: unknown): void
}

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
  /**
   * Puts an opt-in service's stores into the instance's snapshot under `name`. A part the instance was hydrated with
   * before the service existed (the browser creates services as its pages need them) is applied at once.
   */
  registerSnapshotPart(name: string, part: SnapshotPart): void
  /** The detected API key id, once the site service knows the domain (media URLs fall back to it). */
  apiKeyId(): string | number | undefined
  /** Lets the site service answer {@link StorefrontContext.apiKeyId}. */
  provideApiKeyId(source: () => string | number | undefined): void
}
