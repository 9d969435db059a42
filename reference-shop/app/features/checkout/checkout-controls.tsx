import type { ReactNode } from 'react'

/** The button that ends a step; disabled (and busy) while its save runs. */
export function StepButton({ busy, disabled = false, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className="rounded-full bg-rose-500 px-6 py-3 font-bold text-white shadow-md shadow-rose-500/30 transition-colors hover:bg-rose-600 disabled:cursor-not-allowed disabled:bg-rose-300 disabled:shadow-none"
    >
      {children}
    </button>
  )
}
