import type { HttpRequest } from './http.types'

/** Builds `api/{version}/{service}/{path}` (`api/{path}` for version `'none'`, `{path}` for `'root'`), relative to `apiUrl`. */
export function apiPath(request: Pick<HttpRequest<unknown>, 'version' | 'service' | 'path'>): string {
  const path = request.path.replace(/^\/+/, '')
  if (request.version === 'root') return path
  const version = request.version === 'none' ? '' : `${request.version ?? 'v1'}/`
  return `api/${version}${request.service ? `${request.service}/` : ''}${path}`
}
