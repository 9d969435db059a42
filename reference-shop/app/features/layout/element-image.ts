import { useStorefront } from '@vitrina/react'

/**
 * A media server path (`/media/{key}/{id}/{size}/{name}.{ext}`): the server gives every item in any format its URL's
 * extension names, so an element's PNG comes as WebP, which every current browser reads, at a fraction of the bytes.
 */
const MEDIA_PATH = /^(\/media\/.+\.)\w+$/

/**
 * The address of an image a layout element names (the logo, the footer video's cover): element images may be paths
 * on the media server, and the shop runs on another origin, so a path gets the media server's origin (and, for a
 * media server path, the WebP format).
 */
export function useElementImageUrl(url: string | undefined): string | undefined {
  const { options } = useStorefront()
  return url?.startsWith('/') ? `${(options.mediaBaseUrl ?? options.apiUrl).replace(/\/+$/, '')}${url.replace(MEDIA_PATH, '$1webp')}` : url
}
