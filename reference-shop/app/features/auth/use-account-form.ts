import { useLingui } from '@lingui/react'
import { isValidationError, type Result, type SdkError, type ValidationIssue } from '@vitrina/sdk'
import { useRef, useState, type FormEvent, type RefObject } from 'react'
import { issuesByField, type FormActionData, type IssuesByField } from './account-form'

export interface AccountFormOptions<F extends string> {
  /** The fields and their values after a reset. */
  empty: Readonly<Record<F, string>>
  /** The SDK's rules over the current values (and whatever else the form checks, such as its consents). */
  check: (values: Record<F, string>) => readonly ValidationIssue[]
  /** The route action's answer to a submit made before the page's JavaScript ran. */
  actionData?: FormActionData | undefined
  /**
   * The field a refusal belongs to, if any (a wrong old password, an e-mail another account has): its message then
   * shows under that field instead of above the button.
   */
  fieldOfFailure?: (error: SdkError) => string | null
}

export interface AccountForm<F extends string> {
  formRef: RefObject<HTMLFormElement | null>
  values: Record<F, string>
  change(field: F, value: string): void
  /** Shows a field's message from now on, before the first submit (the reset page marks fields as they are left). */
  touch(field: string): void
  /** The text of a field's issue, once it is shown. */
  message(field: string): string | undefined
  /** Whether the values pass the rules now. */
  valid: boolean
  submitted: boolean
  pending: boolean
  /** The text of a refusal that belongs to no field. */
  failure: string | null
  /** The form's submit handler: checks, then runs `send` under the submit lock, then `succeeded` with its data. */
  onSubmit<T>(send: (values: Record<F, string>) => Promise<Result<T>>, succeeded: (data: T) => void): (event: FormEvent<HTMLFormElement>) => void
}

/**
 * The state of an account form (storefront spec §4 and §5): messages per field once the form was submitted, which
 * follow the typing from then on; a submit lock held while the call runs and released whatever its outcome; the
 * focus on the first invalid field; issues the SDK reports after the call (an invalid member card) beside their
 * field until it changes; a refusal that belongs to no field above the button; a reset after success.
 */
export function useAccountForm<F extends string>({ empty, check, actionData, fieldOfFailure }: AccountFormOptions<F>): AccountForm<F> {
  const { i18n } = useLingui()
  const [values, setValues] = useState<Record<F, string>>(() => ({ ...empty, ...sentValues(empty, actionData) }))
  const [submitted, setSubmitted] = useState(Boolean(actionData))
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [reported, setReported] = useState<IssuesByField>(() => issuesByField(actionData?.issues ?? []))
  const [failure, setFailure] = useState<Failure | null>(actionData?.formError ? { key: actionData.formError, params: actionData.formErrorParams } : null)
  const [pending, setPending] = useState(false)
  // A ref, not the state: two submits in the same tick both see the state before either update.
  const lock = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const checked = issuesByField(check(values))

  const shown = (field: string) => (submitted || touched.has(field) ? checked[field] : undefined) ?? reported[field]
  const focusFirst = (issues: IssuesByField) => {
    const fields = formRef.current?.querySelectorAll<HTMLElement>('[name]') ?? []
    ;[...fields].find((element) => issues[element.getAttribute('name') ?? ''])?.focus()
  }

  return {
    formRef,
    values,
    change(field, value) {
      setValues((current) => ({ ...current, [field]: value }))
      setReported(({ [field]: _changed, ...others }) => others)
    },
    touch: (field) => setTouched((current) => (current.has(field) ? current : new Set([...current, field]))),
    message: (field) => {
      const issue = shown(field)
      return issue && i18n._(issue.messageKey, issue.params)
    },
    valid: Object.keys(checked).length === 0,
    submitted,
    pending,
    failure: failure && i18n._(failure.key, failure.params),
    onSubmit: (send, succeeded) => async (event) => {
      event.preventDefault()
      if (lock.current) return
      setSubmitted(true)
      setReported({})
      if (Object.keys(checked).length > 0) return focusFirst(checked)
      lock.current = true
      setPending(true)
      setFailure(null)
      try {
        const result = await send(values)
        if (result.ok) {
          // Storefront spec §4: "The form is reset".
          setValues({ ...empty })
          setSubmitted(false)
          setTouched(new Set())
          succeeded(result.data)
        } else if (isValidationError(result.error)) {
          const issues = issuesByField(result.error.issues)
          setReported(issues)
          focusFirst(issues)
        } else if (result.error.code !== 'BUSY') {
          const field = fieldOfFailure?.(result.error)
          if (field) setReported({ [field]: { path: [field], messageKey: result.error.messageKey } })
          else setFailure({ key: result.error.messageKey, params: result.error.messageParams })
        }
      } finally {
        lock.current = false
        setPending(false)
      }
    },
  }
}

/** A refusal that belongs to no field: its message key and the values of its placeholders. */
interface Failure {
  key: string
  params?: Readonly<Record<string, string | number>> | undefined
}

/** The values an action sent back, for the form's fields only. */
function sentValues<F extends string>(empty: Readonly<Record<F, string>>, actionData: FormActionData | undefined): Partial<Record<F, string>> {
  const sent: Partial<Record<F, string>> = {}
  for (const field of Object.keys(empty) as F[]) {
    const value = actionData?.values?.[field]
    if (typeof value === 'string') sent[field] = value
  }
  return sent
}
