import { useStorefront } from '@vitrina/react'

/**
 * The address of an image a layout element names (the logo, the footer video's cover): element images may be paths
 * on the media server, and the shop runs on another origin, so a path gets the media server's origin.
 */
export function useElementImageUrl(url: string | undefined): string | undefined {
  const { options } = useStorefront()
  return url?.startsWith('/') ? `${(options.mediaBaseUrl ?? options.apiUrl).replace(/\/+$/, '')}${url}` : url
}
