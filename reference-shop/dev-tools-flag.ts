/**
 * Whether a build of the shop carries the development tools (back-office spec §2 and §6: the version badge, the
 * domain list, the release notes, the development redirect to /adminLogin and /section-tool exist only in
 * non-production builds). Decided once per build, so the production build has none of their code, routes or texts:
 * vite.config.ts defines `__VITRINA_DEV_TOOLS__` from it (Rollup then drops every branch behind it) and routes.ts
 * registers the tools' routes with it.
 *
 * `VITRINA_DEV_TOOLS=1` or `0` decides outright (`VITRINA_DEV_TOOLS=1 react-router build` is a non-production build
 * with the tools); otherwise the development server (`react-router dev`) has them and `react-router build` does not.
 *
 * @param mode - Vite's mode; routes.ts, which runs before Vite resolves one, passes `NODE_ENV`.
 */
export function devToolsEnabled(mode: string | undefined): boolean {
  const forced = process.env.VITRINA_DEV_TOOLS
  if (forced === '1') return true
  if (forced === '0') return false
  return mode !== 'production'
}
