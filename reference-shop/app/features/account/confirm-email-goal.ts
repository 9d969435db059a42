import { isSafeRedirect } from '@vitrina/sdk'
import type { FormConfirmation } from '@vitrina/sdk/account'

/**
 * What the confirmation page does with a confirmed form's goal (storefront spec §4 "Email confirmation page": "Goal
 * type is message (toast), url (redirect) or file (download as blob by GET of the goal URL)").
 */
export type GoalAction =
  | { kind: 'message'; text: string }
  /** A path of this shop: a client-side navigation. */
  | { kind: 'navigate'; to: string }
  /** An absolute http(s) URL: the browser leaves for it. */
  | { kind: 'leave'; url: string }
  | { kind: 'download'; url: string }
  /** Nothing to act on: an empty goal, or a URL of another scheme (`javascript:` ...). */
  | { kind: 'undefined' }

const isWebUrl = (value: string) => {
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

export function goalAction({ goal, goalType }: FormConfirmation): GoalAction {
  const target = goal.trim()
  if (!target) return { kind: 'undefined' }
  if (goalType === 'message') return { kind: 'message', text: target }
  if (goalType === 'url') {
    if (isSafeRedirect(target)) return { kind: 'navigate', to: target }
    return isWebUrl(target) ? { kind: 'leave', url: target } : { kind: 'undefined' }
  }
  return isSafeRedirect(target) || isWebUrl(target) ? { kind: 'download', url: target } : { kind: 'undefined' }
}

/** The file name a download gets: the URL's last path segment, or `download`. */
export function fileNameOf(url: string): string {
  try {
    const segment = new URL(url, 'http://shop.invalid').pathname.split('/').pop() ?? ''
    return decodeURIComponent(segment) || 'download'
  } catch {
    return 'download'
  }
}

/**
 * Downloads a file the spec's way: a GET of the URL, the body as a blob, and a click on an `<a download>` of its
 * object URL (so the file saves under its name instead of opening in place). False when it could not be fetched.
 */
export async function downloadFile(url: string, clock: { setTimeout(callback: () => void, ms: number): unknown }): Promise<boolean> {
  let blob: Blob
  try {
    const response = await fetch(url, { method: 'GET' })
    if (!response.ok) return false
    blob = await response.blob()
  } catch {
    return false
  }
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = fileNameOf(url)
  document.body.append(link)
  link.click()
  link.remove()
  // Not at once: revoking the URL in the click's own task can cancel the download in some browsers.
  clock.setTimeout(() => URL.revokeObjectURL(href), 0)
  return true
}
