import type { ReactNode } from 'react'

/** A table of the admin screens, which scrolls inside its card on a narrow screen rather than running out of it. */
export function AdminTable({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <div className={`overflow-x-auto ${className}`}>
      <table className="w-full text-left text-sm">{children}</table>
    </div>
  )
}
