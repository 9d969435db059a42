import { data } from 'react-router'
import type { ConfirmEmailTokens } from './confirm-email-outcome'

/**
 * The tokens of a /potvrdi-email address: `verificationToken` (a registration's link) or `token` (a form's). Without
 * either there is nothing to confirm: a 404 (spec §4 "else 404 'goal or goalType were not defined'"), thrown so the
 * document answers 404 and the route's boundary shows the page.
 */
export function confirmEmailTokensOf(url: string): ConfirmEmailTokens {
  const query = new URL(url).searchParams
  const verificationToken = query.get('verificationToken')?.trim() || null
  const token = query.get('token')?.trim() || null
  if (!verificationToken && !token) throw data(null, { status: 404 })
  return { verificationToken, token }
}
