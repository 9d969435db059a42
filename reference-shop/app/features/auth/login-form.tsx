import { useLingui } from '@lingui/react/macro'
import { useAuth } from '@vitrina/react'
import { isValidationError, validateLogin, type AuthUser, type ValidationIssue } from '@vitrina/sdk'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { TextField } from '../forms/form-fields'

type Field = 'username' | 'password'
type Values = Record<Field, string>
type Issues = Partial<Record<Field, ValidationIssue>>

const EMPTY: Values = { username: '', password: '' }

/** What is sent: the e-mail without the spaces a paste or an autofill leaves around it. */
function credentialsOf(values: Values): Values {
  return { username: values.username.trim(), password: values.password }
}

/** The first issue of each field, from the SDK's login rules (storefront spec §5, "Login"). */
function issuesOf(values: Values): Issues {
  const checked = validateLogin(credentialsOf(values))
  if (checked.ok || !isValidationError(checked.error)) return {}
  const issues: Issues = {}
  for (const issue of checked.error.issues) {
    const field = issue.path[0]
    if ((field === 'username' || field === 'password') && !issues[field]) issues[field] = issue
  }
  return issues
}

export interface LoginFormProps {
  /** Prefix of the field ids, so the modal and a page can each hold a form. */
  idPrefix: string
  /** `admin` for the back-office login; the instance's default strategy otherwise. */
  strategy?: 'admin'
  /** Runs after a successful login; the SDK has stored the user and emitted `core.login.success` by then. */
  onLoggedIn: (user: AuthUser) => void
  /** Shown under the password field: the forgot-password link. */
  passwordHint?: ReactNode
}

/**
 * E-mail and password with the SDK's login rules and texts. Messages show per field once the form was
 * submitted, and follow the typing from then on. While the login runs the button is disabled and a second
 * submit is ignored; the lock is released when the login ends, whatever its outcome. A refused login shows
 * the SDK's message (`Netočno korisničko ime ili lozinka!`) above the button.
 */
export function LoginForm({ idPrefix, strategy, onLoggedIn, passwordHint }: LoginFormProps) {
  const { t, i18n } = useLingui()
  const { login } = useAuth()
  const [values, setValues] = useState<Values>(EMPTY)
  const [issues, setIssues] = useState<Issues>({})
  const [submitted, setSubmitted] = useState(false)
  const [pending, setPending] = useState(false)
  const [failureKey, setFailureKey] = useState<string | null>(null)
  // A ref, not the state: two submits in the same tick both see the state before either update.
  const lock = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value }
    setValues(next)
    if (submitted) setIssues(issuesOf(next))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (lock.current) return
    setSubmitted(true)
    const found = issuesOf(values)
    setIssues(found)
    if (found.username || found.password) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${found.username ? 'username' : 'password'}"]`)?.focus()
      return
    }
    lock.current = true
    setPending(true)
    setFailureKey(null)
    try {
      const result = await login(credentialsOf(values), strategy ? { strategy } : undefined)
      if (result.ok) {
        // Storefront spec §4: "Form reset afterwards."
        setValues(EMPTY)
        setSubmitted(false)
        setIssues({})
        onLoggedIn(result.data)
      } else {
        setFailureKey(result.error.messageKey)
      }
    } finally {
      lock.current = false
      setPending(false)
    }
  }

  const message = (issue: ValidationIssue | undefined) => issue && i18n._(issue.messageKey, issue.params)

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={pending} className="space-y-4">
      <TextField
        id={`${idPrefix}-username`}
        name="username"
        label={t`E-mail`}
        type="email"
        autoComplete="username"
        value={values.username}
        error={message(issues.username)}
        onChange={(value) => change('username', value)}
      />
      <div>
        <TextField
          id={`${idPrefix}-password`}
          name="password"
          label={t`Lozinka`}
          type="password"
          autoComplete="current-password"
          value={values.password}
          error={message(issues.password)}
          onChange={(value) => change('password', value)}
        />
        {passwordHint && <div className="mt-2 text-right text-sm">{passwordHint}</div>}
      </div>
      {failureKey && (
        <p role="alert" className="rounded-2xl bg-rose-100 px-4 py-3 text-sm font-semibold text-rose-600">
          {i18n._(failureKey)}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-full bg-rose-500 px-6 py-3 font-bold text-white shadow-md shadow-rose-500/30 transition-colors hover:bg-rose-600 disabled:cursor-wait disabled:bg-rose-300 disabled:shadow-none"
      >
        {pending ? t`Prijava u tijeku…` : t`Prijavi se`}
      </button>
    </form>
  )
}
