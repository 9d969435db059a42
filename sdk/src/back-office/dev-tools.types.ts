import type { CallOptions } from '../http/http.types'
import type { Language } from '../language/language.constants'
import type { Result } from '../result/result.types'

/** One domain a development build may act as (back-office spec §3 "Domain: name, url"), from `domain/filter`. */
export interface DevDomain {
  /** What the domain list shows. */
  name: string
  /** What `set-domain` takes and `get-domain` answers: the domain's URL (`http://localhost`). */
  url: string
}

/** One release of the core project (back-office spec §3 "Release: description_html"), newest first in a list. */
export interface Release {
  /** The release's git tag (`1.12.193`). */
  tag_name: string
  /** The release's title, when the backend gives one. */
  name?: string
  /** When it was released (ISO 8601), when the backend gives it. */
  released_at?: string
  /** The release notes as HTML, written by people: sanitise it before showing it. */
  description_html: string
}

/** Which releases to read: the GitLab project and branch (`POST /_cli/get-latest-release`). */
export interface ReleaseSource {
  /** The GitLab project's id. */
  gitlabProjectId: number
  /** The branch; the backend's default (`main`) when absent. */
  gitlabBranch?: string
}

/**
 * The development tools' calls (back-office spec §7 "Domain and release tools (development only)") and the admin UI
 * language of a back-office user (§7 "settings general user"). The latest tag and the releases are cached on the
 * instance's clock: the tag for an hour, a release list for about 5 minutes (spec §9); a failed call is not cached.
 */
export interface DevToolsService {
  /** The core version this SDK's shop is built on, shown in the development build's version badge (spec §9). */
  readonly coreVersion: string
  /** The newest tag of the core project (`GET /_cli/get-latest-tag`), cached for {@link LATEST_TAG_CACHE_MS}. */
  latestTag(options?: CallOptions): Promise<Result<string>>
  /** The releases of a project branch, newest first (`POST /_cli/get-latest-release`), cached per source for {@link RELEASES_CACHE_MS}. */
  releases(source: ReleaseSource, options?: CallOptions): Promise<Result<Release[]>>
  /** The domains a development build may act as (`POST domain/filter`), optionally those whose name has `keywords`. */
  domains(query?: { keywords?: string }, options?: CallOptions): Promise<Result<DevDomain[]>>
  /** The URL of the domain development builds act as now (`GET {cli}/get-domain`), or null when none is set. */
  currentDomain(options?: CallOptions): Promise<Result<string | null>>
  /** Makes development builds act as the domain of `url` (`POST {cli}/set-domain`); answers the URL as the backend stored it. Back-office users only. */
  setDomain(url: string, options?: CallOptions): Promise<Result<string>>
  /**
   * The logged-in user's admin UI language: the setting of group `global`, key `language` of `settings/general/user`.
   * A user without it (or with a language the shop does not have) gets the error with code `ADMIN_LANGUAGE_MISSING`
   * and the spec's message 'settings/general/user has no "global language" setting'.
   */
  adminLanguage(options?: CallOptions): Promise<Result<Language>>
}
