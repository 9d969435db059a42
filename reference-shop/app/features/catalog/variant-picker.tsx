import { Trans } from '@lingui/react/macro'
import { isPurchasable, type ConfigurableAttribute, type ProductVariant } from '@vitrina/sdk'

interface VariantPickerProps {
  attributes: readonly ConfigurableAttribute[]
  variants: readonly ProductVariant[]
  chosen: Record<string, number>
  onChoose: (code: string, optionId: number) => void
}

/** Whether `variant` has every choice of `chosen`, leaving out the attribute `except`. */
function matches(variant: ProductVariant, chosen: Record<string, number>, except?: string): boolean {
  return Object.entries(chosen).every(([key, id]) => key === except || variant.configuration[key] === id)
}

/**
 * The choices after picking an option: the other choices are dropped when no variant that can be bought has them
 * together, so the choices on screen always lead to a variant the shopper can put in the cart.
 */
export function choose(variants: readonly ProductVariant[], chosen: Record<string, number>, code: string, optionId: number): Record<string, number> {
  const next = { ...chosen, [code]: optionId }
  const fits = variants.some((variant) => isPurchasable(variant) && matches(variant, next))
  return fits ? next : { [code]: optionId }
}

/**
 * How an option of attribute `code` can be chosen: `sold-out` when no variant with it can be bought (or none has it:
 * the option is disabled and says so), `elsewhere` when it can be bought only without one of the other current
 * choices (choosing it drops those), `open` otherwise.
 */
export function optionState(
  variants: readonly ProductVariant[],
  chosen: Record<string, number>,
  code: string,
  optionId: number,
): 'open' | 'elsewhere' | 'sold-out' {
  const buyable = variants.filter((variant) => variant.configuration[code] === optionId && isPurchasable(variant))
  if (buyable.length === 0) return 'sold-out'
  return buyable.some((variant) => matches(variant, chosen, code)) ? 'open' : 'elsewhere'
}

/** The variant the chosen options name, once every configurable attribute has one. */
export function variantOf(
  attributes: readonly ConfigurableAttribute[],
  variants: readonly ProductVariant[],
  chosen: Record<string, number>,
): ProductVariant | null {
  if (attributes.some((attribute) => chosen[attribute.attributeCode] === undefined)) return null
  return variants.find((variant) => attributes.every((attribute) => variant.configuration[attribute.attributeCode] === chosen[attribute.attributeCode])) ?? null
}

/**
 * A configurable product's choices: one group of options per attribute. An option that no variant on sale has is
 * disabled and marked 'nema na zalihi' (storefront: every choice offered can be completed); one that sells only with
 * other choices than the current ones is struck through and, chosen, starts the other choices again.
 */
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
                const state = optionState(variants, chosen, code, option.id)
                const selected = chosen[code] === option.id
                return (
                  <label
                    key={option.id}
                    className={`flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ring-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-40 has-[:focus-visible]:outline-2 ${selected ? 'bg-rose-100 text-rose-600 ring-rose-600' : 'bg-white text-ink-800 ring-cream-200'} ${state === 'elsewhere' ? 'line-through decoration-ink-400' : ''}`}
                  >
                    <input
                      type="radio"
                      name={code}
                      value={option.id}
                      checked={selected}
                      disabled={state === 'sold-out'}
                      onChange={() => onChoose(code, option.id)}
                      className="sr-only"
                    />
                    {attribute.type === 'visualSwatch' && option.swatch && (
                      <span aria-hidden="true" className="size-4 rounded-full ring-1 ring-cream-200" style={{ backgroundColor: option.swatch }} />
                    )}
                    {option.valueLabel}
                    {/* A space for the radio's accessible name ('Zelena (nema na zalihi)'); the flex gap spaces it on screen. */}
                    {state !== 'open' && ' '}
                    {state === 'sold-out' && (
                      <span className="text-xs font-normal">
                        <Trans>(nema na zalihi)</Trans>
                      </span>
                    )}
                    {state === 'elsewhere' && (
                      <span className="sr-only">
                        <Trans>(nije dostupno uz odabrano)</Trans>
                      </span>
                    )}
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
