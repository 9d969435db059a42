/** One release of a GitLab project as `/_cli/get-latest-release` answers it (newest first). */
export interface ReleaseEntry {
  tag_name: string
  name: string
  released_at: string
  description_html: string
}

/** The GitLab project the sandbox knows: the storefront core whose version the shop's badge shows. */
export const CORE_PROJECT = { id: 4127, name: 'vitrina-core', defaultBranch: 'main' } as const

const MAIN: readonly ReleaseEntry[] = [
  {
    tag_name: '1.12.193',
    name: 'Vitrina core 1.12.193',
    released_at: '2026-06-12T09:00:00.000Z',
    description_html:
      '<h2>1.12.193</h2><ul><li>Consent assignments: required consents are starred on every form.</li><li>The media library keeps its page after an upload.</li></ul>',
  },
  {
    tag_name: '1.12.192',
    name: 'Vitrina core 1.12.192',
    released_at: '2026-05-28T09:00:00.000Z',
    // Written as a careless release note would be: a script, an inline handler and a javascript: link, which
    // the client must strip before it shows the notes (the shop sanitises them like CMS HTML).
    description_html:
      '<h2>1.12.192</h2><p>Faster category pages.<script>alert("release-note-script")</script></p>' +
      '<p><img src="https://tracker.invalid/pixel.png" onerror="alert(\'release-note-onerror\')" alt="">' +
      '<a href="javascript:alert(\'release-note-link\')">Read the migration guide</a></p>',
  },
  {
    tag_name: '1.12.191',
    name: 'Vitrina core 1.12.191',
    released_at: '2026-05-14T09:00:00.000Z',
    description_html: '<h2>1.12.191</h2><p>Cart sessions survive a language switch <strong>only</strong> when the cart is empty.</p>',
  },
]

/** The seeded releases per branch of {@link CORE_PROJECT}, newest first: `develop` carries a release candidate more. */
export const CORE_RELEASES: Readonly<Record<string, readonly ReleaseEntry[]>> = {
  main: MAIN,
  develop: [
    {
      tag_name: '1.13.0-rc.1',
      name: 'Vitrina core 1.13.0-rc.1',
      released_at: '2026-06-20T09:00:00.000Z',
      description_html: '<h2>1.13.0-rc.1</h2><p>Release candidate: page templates with field groups.</p>',
    },
    ...MAIN,
  ],
}
