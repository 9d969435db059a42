import type { ReactNode } from 'react'

interface ChoiceCardProps {
  /** The radio group's name (`deliveryMethod`, `paymentMethod`, `branch`). */
  name: string
  value: string
  checked: boolean
  disabled: boolean
  onChange: () => void
  /** The label's content: the choice's name (and price). */
  label: ReactNode
  labelClassName?: string
  /** What stands below the label: a description, an address, work hours. */
  children?: ReactNode
  className?: string
}

/**
 * One choice of a checkout radio list (a delivery method, a payment method, a pickup branch): the radio and its
 * label in a card that is highlighted while checked.
 */
export function ChoiceCard({ name, value, checked, disabled, onChange, label, labelClassName = 'font-bold', children, className = '' }: ChoiceCardProps) {
  const id = `checkout-${name}-${value}`
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-cream-200 p-4 has-checked:border-rose-300 has-checked:bg-rose-100/40">
      <input id={id} type="radio" name={name} value={value} checked={checked} disabled={disabled} onChange={onChange} className="mt-1 accent-rose-500" />
      <div className={`flex-1 ${className}`}>
        <label htmlFor={id} className={labelClassName}>
          {label}
        </label>
        {children}
      </div>
    </div>
  )
}
