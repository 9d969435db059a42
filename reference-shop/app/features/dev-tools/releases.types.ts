/** One release as the shop's release-notes route hands it to the browser: its notes already sanitised. */
export interface ReleaseNote {
  tag: string
  name: string | null
  releasedAt: string | null
  /** `description_html` after the shop's CMS sanitiser (post-body.server.ts). */
  html: string
}

/** The answer of `/__dev-tools/releases`: the notes, or the failure's message (status 502). */
export type ReleaseNotesAnswer = { releases: ReleaseNote[] } | { message: string }

/** The shop's route that reads and sanitises the release notes; `?devMode=1` for the development branch. */
export const RELEASE_NOTES_PATH = '/__dev-tools/releases'
