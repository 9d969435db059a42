import { useAccount, type UseAccountResult } from '@vitrina/react'
import type { FormConfirmation } from '@vitrina/sdk/account'
import { useEffect, useRef, useState } from 'react'

/** The tokens of the confirmation links: a registration's (`verificationToken`) or a form's (`token`). */
export interface ConfirmEmailTokens {
  verificationToken: string | null
  token: string | null
}

/** Where a confirmation link got. */
export type ConfirmEmailOutcome =
  | { kind: 'pending' }
  | { kind: 'emailConfirmed'; email: string }
  | { kind: 'formConfirmed'; confirmation: FormConfirmation }
  /** The backend refused the token (unknown, used, expired) or could not be reached: the message key says which. */
  | { kind: 'failed'; messageKey: string }
  /** A form confirmation without its goal or goalType (spec §4: a 404). */
  | { kind: 'goalUndefined' }

/** One object for every render while the call runs, so effects that depend on the outcome run when it settles only. */
const PENDING: ConfirmEmailOutcome = { kind: 'pending' }

async function confirm(account: Pick<UseAccountResult, 'confirmEmail' | 'confirmFormEmail'>, tokens: ConfirmEmailTokens): Promise<ConfirmEmailOutcome> {
  if (tokens.verificationToken) {
    const result = await account.confirmEmail(tokens.verificationToken)
    return result.ok ? { kind: 'emailConfirmed', email: result.data.email } : { kind: 'failed', messageKey: result.error.messageKey }
  }
  const result = await account.confirmFormEmail(tokens.token ?? '')
  if (result.ok) return { kind: 'formConfirmed', confirmation: result.data }
  // The SDK refuses an answer without goal, goalType and confirmedEmail as INVALID_RESPONSE (spec §4 "needs goal,
  // goalType and confirmedEmail, else 404").
  return result.error.code === 'INVALID_RESPONSE' ? { kind: 'goalUndefined' } : { kind: 'failed', messageKey: result.error.messageKey }
}

/**
 * Confirms the link's token once, in the browser, where the SDK's toasts show. Once per token even when React runs
 * the effect twice (strict mode): a registration's token is good only once, so a second call would fail.
 */
export function useConfirmEmailOutcome(tokens: ConfirmEmailTokens): ConfirmEmailOutcome {
  const { confirmEmail, confirmFormEmail } = useAccount()
  const key = `${tokens.verificationToken ?? ''} ${tokens.token ?? ''}`
  const started = useRef<{ key: string; outcome: Promise<ConfirmEmailOutcome> } | null>(null)
  const [settled, setSettled] = useState<{ key: string; outcome: ConfirmEmailOutcome } | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per set of tokens (key), whatever else renders anew
  useEffect(() => {
    let current = true
    if (started.current?.key !== key) started.current = { key, outcome: confirm({ confirmEmail, confirmFormEmail }, tokens) }
    void started.current.outcome.then((outcome) => {
      if (current) setSettled({ key, outcome })
    })
    return () => {
      current = false
    }
    // The key is the tokens.
  }, [key])

  return settled?.key === key ? settled.outcome : PENDING
}
