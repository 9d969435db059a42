import { useLingui } from '@lingui/react/macro'
import { MAX_QTY, MIN_QTY } from '@vitrina/sdk'
import { useEffect, useRef, useState } from 'react'

interface QuantityStepperProps {
  /** The line's quantity as the cart last answered it. */
  value: number
  /** Called with every accepted quantity (the SDK debounces the cart update by 500 ms). */
  onChange: (qty: number) => void
  /** The product name, for the controls' accessible names. */
  label: string
}

function bounded(qty: number): number {
  return Math.min(MAX_QTY, Math.max(MIN_QTY, Math.trunc(qty)))
}

/**
 * Minus, a number field and plus (spec §4: "Quantity is bounded 1 to 9999 in the cart view; the minus
 * control does not go below 1"). The field shows what the shopper typed; a whole number in bounds is sent at
 * once, anything else is put back in bounds when the field loses focus.
 */
export function QuantityStepper({ value, onChange, label }: QuantityStepperProps) {
  const { t } = useLingui()
  const [text, setText] = useState(String(value))
  // What was last asked for: going back to the cart's quantity must still be sent, since it replaces an edit
  // that is waiting.
  const requested = useRef(value)

  useEffect(() => {
    requested.current = value
    setText(String(value))
  }, [value])

  function request(qty: number) {
    if (qty === requested.current) return
    requested.current = qty
    onChange(qty)
  }

  function set(qty: number) {
    const next = bounded(qty)
    setText(String(next))
    request(next)
  }

  const current = Number(text)
  const shown = Number.isInteger(current) && current >= MIN_QTY ? current : value
  const button =
    'grid size-9 place-items-center text-lg font-bold text-ink-800 transition-colors hover:bg-cream-100 disabled:cursor-not-allowed disabled:text-ink-300'

  return (
    <div className="inline-flex items-center overflow-hidden rounded-full border border-ink-200 bg-white">
      <button type="button" className={button} aria-label={t`Smanji količinu: ${label}`} disabled={shown <= MIN_QTY} onClick={() => set(shown - 1)}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={MIN_QTY}
        max={MAX_QTY}
        step={1}
        value={text}
        aria-label={t`Količina: ${label}`}
        className="w-14 border-x border-ink-200 py-1.5 text-center text-sm font-semibold [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
        onChange={(event) => {
          setText(event.target.value)
          const typed = Number(event.target.value)
          if (event.target.value !== '' && Number.isInteger(typed) && typed >= MIN_QTY && typed <= MAX_QTY) request(typed)
        }}
        onBlur={() => set(Number.isFinite(current) && text !== '' ? current : value)}
      />
      <button type="button" className={button} aria-label={t`Povećaj količinu: ${label}`} disabled={shown >= MAX_QTY} onClick={() => set(shown + 1)}>
        +
      </button>
    </div>
  )
}
