import { redirect } from 'react-router'

/**
 * The action of a page whose forms work only with the page's script (they call the SDK in the browser). Those forms
 * post, so nothing typed into them ever lands in a URL; a submit that arrives before the script has loaded is a
 * native POST to the page, and this sends the browser back to the page (303) instead of an error page.
 */
export function backToPage({ request }: { request: Request }): Response {
  const url = new URL(request.url)
  return redirect(`${url.pathname}${url.search}`, 303)
}
