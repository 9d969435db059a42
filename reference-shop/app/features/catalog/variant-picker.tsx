import type { ConfigurableAttribute, ProductVariant } from '@vitrina/sdk'

interface VariantPickerProps {
  attributes: readonly ConfigurableAttribute[]
  variants: readonly ProductVariant[]
  chosen: Record<string, number>
  onChoose: (code: string, optionId: number) => void
}

/** The choices after picking an option: the other choices are dropped when no variant has them together. */
export function choose(variants: readonly ProductVariant[], chosen: Record<string, number>, code: string, optionId: number): Record<string, number> {
  const next = { ...chosen, [code]: optionId }
  const fits = variants.some((variant) => Object.entries(next).every(([key, id]) => variant.configuration[key] === id))
  return fits ? next : { [code]: optionId }
}

/** The variant the chosen options name, once every configurable attribute has one. */
export function variantOf(attributes: readonly ConfigurableAttribute[], variants: readonly ProductVariant[], chosen: Record<string, number>): ProductVariant | null {
  if (attributes.some((attribute) => chosen[attribute.attributeCode] === undefined)) return null
  return variants.find((variant) => attributes.every((attribute) => variant.configuration[attribute.attributeCode] === chosen[attribute.attributeCode])) ?? null
}

/** A configurable product's choices: one group of options per attribute; an option no variant has is disabled. */
export function VariantPicker({ attributes, variants, chosen, onChoose }: VariantPickerProps) {
  return (
    <div className="space-y-4">
      {attributes.map((attribute) => {
        const code = attribute.attributeCode
        return (
          <fieldset key={code}>
            <legend className="mb-2 text-sm font-bold text-ink-900">{attribute.label}</legend>
            <div className="flex flex-wrap gap-2">
              {attribute.values.map((option) => {
                const possible = variants.some((variant) => variant.configuration[code] === option.id)
                const selected = chosen[code] === option.id
                return (
                  <label
                    key={option.id}
                    className={`flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ring-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-40 has-[:focus-visible]:outline-2 ${selected ? 'bg-rose-100 text-rose-600 ring-rose-600' : 'bg-white text-ink-800 ring-cream-200'}`}
                  >
                    <input type="radio" name={code} value={option.id} checked={selected} disabled={!possible} onChange={() => onChoose(code, option.id)} className="sr-only" />
                    {attribute.type === 'visualSwatch' && option.swatch && (
                      <span aria-hidden="true" className="size-4 rounded-full ring-1 ring-cream-200" style={{ backgroundColor: option.swatch }} />
                    )}
                    {option.valueLabel}
                  </label>
                )
              })}
            </div>
          </fieldset>
        )
      })}
    </div>
  )
}
