import { useLingui } from '@lingui/react/macro'
import type { ReactNode, Ref } from 'react'

export interface CheckoutStepProps {
  number: number
  title: string
  status: 'done' | 'active' | 'upcoming'
  /** What was chosen in a done step. */
  summary: ReactNode
  /** Going back to this step, or null while that is not possible (a save or an order under way). */
  onEdit: (() => void) | null
  /** Set on the active step, for the scroll into view. */
  sectionRef?: Ref<HTMLElement> | undefined
  children: ReactNode
}

/** One numbered step of the checkout: open while active, a summary with 'Promijeni' once done, a title before. */
export function CheckoutStep({ number, title, status, summary, onEdit, sectionRef, children }: CheckoutStepProps) {
  const { t } = useLingui()
  const headingId = `checkout-step-${number}`
  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      aria-current={status === 'active' ? 'step' : undefined}
      className={`rounded-3xl bg-white p-6 shadow-sm ${status === 'upcoming' ? 'opacity-60' : ''}`}
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-xl font-extrabold">
          {`${number}. ${title}`}
        </h2>
        {status === 'done' && (
          <button
            type="button"
            disabled={onEdit === null}
            onClick={onEdit ?? undefined}
            aria-label={t`Promijeni: ${title}`}
            className="text-sm font-bold text-rose-600 underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:text-ink-400 disabled:no-underline"
          >
            {t`Promijeni`}
          </button>
        )}
      </div>
      {status === 'done' && <div className="mt-2 text-sm text-ink-600">{summary}</div>}
      {status === 'active' && <div className="mt-6">{children}</div>}
    </section>
  )
}
