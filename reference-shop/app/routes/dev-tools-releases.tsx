import { data, type LoaderFunctionArgs } from 'react-router'

/**
 * `/__dev-tools/releases`: the release notes of the development build's releases modal, sanitised on the server
 * (features/dev-tools/releases.server.ts). routes.ts registers it only in builds with the development tools.
 */
// Typed without the generated route types: typegen runs as the production build does, which has no such route.
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!__VITRINA_DEV_TOOLS__) throw data(null, { status: 404 })
  const { releaseNotes } = await import('../features/dev-tools/releases.server')
  return releaseNotes(request, context)
}
