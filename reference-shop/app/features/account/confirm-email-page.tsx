import { Trans, useLingui } from '@lingui/react/macro'
import { useStorefront } from '@vitrina/react'
import { useEffect, useState, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { FormDoneNotice } from '../auth/account-form-parts'
import { showToast } from '../notices/notice-toaster'
import { usePagePath } from '../routing/use-page-path'
import { downloadFile, goalAction, type GoalAction } from './confirm-email-goal'
import { ConfirmEmailNotFound } from './confirm-email-not-found'
import { useConfirmEmailOutcome, type ConfirmEmailTokens } from './confirm-email-outcome'
import { FormPage } from '../auth/form-page'

export interface ConfirmEmailPageProps extends ConfirmEmailTokens {
  /** Leaves for an absolute URL (a form's `url` goal on another site); `window.location.assign` by default. */
  leave?: (url: string) => void
}

type Download = 'running' | 'done' | 'failed'

const linkClass = 'font-bold text-rose-600 underline-offset-2 hover:underline'

/**
 * /potvrdi-email (storefront spec §2, §4 "Email confirmation page"). With `verificationToken` it confirms a
 * registration's e-mail and then offers the login. With `token` it confirms a form's e-mail and acts on the goal: a
 * message is shown (and toasted), a url is followed (a path of the shop in the app, another site by the browser), a
 * file is downloaded as a blob. A confirmation without its goal is the 404 'goal or goalType were not defined'.
 */
export function ConfirmEmailPage({ verificationToken, token, leave = (url) => window.location.assign(url) }: ConfirmEmailPageProps) {
  const { t, i18n } = useLingui()
  const pathTo = usePagePath()
  const navigate = useNavigate()
  const { clock } = useStorefront()
  const outcome = useConfirmEmailOutcome({ verificationToken, token })
  const action: GoalAction | null = outcome.kind === 'formConfirmed' ? goalAction(outcome.confirmation) : null
  const [download, setDownload] = useState<Download>('running')

  // biome-ignore lint/correctness/useExhaustiveDependencies: the goal runs once per outcome; the action, the clock and navigate are derived from it or stable
  useEffect(() => {
    if (!action) return
    // Once per confirmation: the outcome is set once, after the mount.
    if (action.kind === 'message') showToast({ level: 'success', text: action.text })
    else if (action.kind === 'navigate') void navigate(action.to, { replace: true })
    else if (action.kind === 'leave') leave(action.url)
    else if (action.kind === 'download') void downloadFile(action.url, clock).then((done) => setDownload(done ? 'done' : 'failed'))
  }, [outcome])

  if (outcome.kind === 'goalUndefined' || action?.kind === 'undefined') return <ConfirmEmailNotFound />

  let body: ReactNode
  if (outcome.kind === 'pending') {
    body = (
      <p role="status" className="text-ink-600">
        <Trans>Potvrđujemo vašu adresu e-pošte…</Trans>
      </p>
    )
  } else if (outcome.kind === 'emailConfirmed') {
    const { email } = outcome
    body = (
      <FormDoneNotice title={<Trans>Adresa e-pošte je potvrđena</Trans>}>
        <p>
          <Trans>
            Adresa <strong>{email}</strong> je potvrđena. Sada se možete prijaviti.
          </Trans>
        </p>
        <p>
          <Link to={pathTo('login')} className={linkClass}>
            {t`Prijavi se`}
          </Link>
        </p>
      </FormDoneNotice>
    )
  } else if (outcome.kind === 'failed') {
    body = (
      <div className="space-y-4">
        <p role="alert" className="rounded-2xl bg-rose-100 px-4 py-3 text-sm font-semibold text-rose-600">
          {i18n._(outcome.messageKey)}
        </p>
        <Link to={pathTo('home')} className={linkClass}>
          <Trans>Povratak na početnu</Trans>
        </Link>
      </div>
    )
  } else {
    body = <GoalView action={action!} download={download} />
  }

  return (
    <FormPage title={t`Potvrda e-mail adrese`} width="xl">
      {body}
    </FormPage>
  )
}

/** A confirmed form's goal while (and after) the page acts on it, with a plain link in case the browser did not follow. */
function GoalView({ action, download }: { action: GoalAction; download: Download }) {
  if (action.kind === 'message') {
    return (
      <p role="status" className="whitespace-pre-line text-ink-800">
        {action.text}
      </p>
    )
  }
  if (action.kind === 'navigate' || action.kind === 'leave') {
    const href = action.kind === 'navigate' ? action.to : action.url
    return (
      <p role="status" className="text-ink-600">
        <Trans>Preusmjeravamo vas…</Trans>{' '}
        <a href={href} className={linkClass}>
          <Trans>Nastavi</Trans>
        </a>
      </p>
    )
  }
  if (action.kind !== 'download') return null
  return (
    <div className="space-y-3">
      {download === 'failed' ? (
        <p role="alert" className="rounded-2xl bg-rose-100 px-4 py-3 text-sm font-semibold text-rose-600">
          <Trans>Preuzimanje datoteke nije uspjelo.</Trans>
        </p>
      ) : (
        <p role="status" className="text-ink-600">
          {download === 'running' ? <Trans>Preuzimamo datoteku…</Trans> : <Trans>Preuzimanje je započelo.</Trans>}
        </p>
      )}
      <a href={action.url} download className={linkClass}>
        <Trans>Preuzmi datoteku</Trans>
      </a>
    </div>
  )
}
