import type { ReactNode } from 'react'

/** A refusal that belongs to no field (wrong credentials, an e-mail already registered), above the button. */
export function FormFailure({ text }: { text: string | null }) {
  if (!text) return null
  return (
    <p role="alert" className="rounded-2xl bg-rose-100 px-4 py-3 text-sm font-semibold text-rose-600">
      {text}
    </p>
  )
}

/** The submit button of an account form: disabled while its call runs (with the running text) or while `disabled`. */
export function SubmitButton({
  pending,
  disabled = false,
  fullWidth = true,
  children,
}: {
  pending: boolean
  disabled?: boolean
  fullWidth?: boolean
  children: ReactNode
}) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      className={`${fullWidth ? 'w-full' : ''} rounded-full bg-rose-500 px-6 py-3 font-bold text-white shadow-md shadow-rose-500/30 transition-colors hover:bg-rose-600 disabled:bg-rose-300 disabled:shadow-none ${pending ? 'disabled:cursor-wait' : 'disabled:cursor-not-allowed'}`}
    >
      {children}
    </button>
  )
}

/** A notice that replaces a form once it has done its work (check your e-mail), announced politely. */
export function FormDoneNotice({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div role="status" className="rounded-2xl bg-mint-100 px-5 py-4 text-ink-800">
      <p className="font-extrabold text-ink-900">{title}</p>
      <div className="mt-1 space-y-2 text-sm">{children}</div>
    </div>
  )
}
