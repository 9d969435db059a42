import { useLingui } from '@lingui/react'
import { isValidationError, type Result, type SdkError, type ValidationIssue } from '@vitrina/sdk'
import { useRef, useState, type FormEvent, type RefObject } from 'react'

type Message = Pick<ValidationIssue, 'messageKey' | 'params'>
type Messages<F extends string> = Partial<Record<F, Message>>

export interface CheckedFormOptions<F extends string> {
  /** The values the form starts with, and returns to after a successful send. */
  initial: Record<F, string>
  /** The fields in their order on screen: the first invalid one gets the focus. */
  fields: readonly F[]
  /** The SDK's rules for the form (`validateChangePassword`, `validateProfileForm`). */
  validate: (values: Record<F, string>) => Result<unknown>
  /** Sends the valid form; the SDK toasts its success and failure notices. */
  send: (values: Record<F, string>) => Promise<Result<unknown>>
  onSent: () => void
  /** The field under which a refused send's message shows too ('Stara lozinka nije ispravna.' under the old password). */
  fieldOfFailure?: (error: SdkError) => F | null
}

export interface CheckedForm<F extends string> {
  values: Record<F, string>
  pending: boolean
  formRef: RefObject<HTMLFormElement | null>
  change: (field: F, value: string) => void
  /** The field's message as text, once the form was submitted. */
  error: (field: F) => string | undefined
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>
}

/** The first issue of each field, from a validation result. */
function messagesOf<F extends string>(result: Result<unknown>, fields: readonly F[]): Messages<F> {
  if (result.ok || !isValidationError(result.error)) return {}
  const found: Messages<F> = {}
  for (const issue of result.error.issues) {
    const field = fields.find((candidate) => candidate === issue.path[0])
    if (field && !found[field]) found[field] = issue
  }
  return found
}

/**
 * A form checked with the SDK's rules, as the login form is (spec §5 "Profile save and password change show
 * per-field errors"): messages per field after the first submit, following the typing from then on; the first
 * invalid field focused; a ref as submit lock, released whatever the send's outcome.
 */
export function useCheckedForm<F extends string>(options: CheckedFormOptions<F>): CheckedForm<F> {
  const { i18n } = useLingui()
  const { initial, fields, validate } = options
  const [values, setValues] = useState(initial)
  const [messages, setMessages] = useState<Messages<F>>({})
  const [submitted, setSubmitted] = useState(false)
  const [pending, setPending] = useState(false)
  // A ref, not the state: two submits in the same tick both see the state before either update.
  const lock = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)

  function change(field: F, value: string) {
    const next = { ...values, [field]: value }
    setValues(next)
    if (submitted) setMessages(messagesOf(validate(next), fields))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (lock.current) return
    setSubmitted(true)
    const found = messagesOf(validate(values), fields)
    setMessages(found)
    const firstInvalid = fields.find((field) => found[field])
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus()
      return
    }
    lock.current = true
    setPending(true)
    try {
      const result = await options.send(values)
      if (result.ok) {
        setValues(initial)
        setMessages({})
        setSubmitted(false)
        options.onSent()
        return
      }
      if (isValidationError(result.error)) {
        setMessages(messagesOf(result, fields))
        return
      }
      const field = options.fieldOfFailure?.(result.error)
      const refused: Messages<F> = {}
      if (field) refused[field] = { messageKey: result.error.messageKey }
      setMessages(refused)
    } finally {
      lock.current = false
      setPending(false)
    }
  }

  const error = (field: F) => {
    const message = messages[field]
    return message && i18n._(message.messageKey, message.params)
  }

  return { values, pending, formRef, change, error, submit }
}
