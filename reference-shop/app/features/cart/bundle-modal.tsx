import { createCatalogService, isPurchasable } from '@vitrina/sdk'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCart, useStorefront } from '@vitrina/react'
import type { BundleItem, BundleSelection, ProductFormat } from '@vitrina/sdk'
import { useEffect, useId, useState } from 'react'
import { ModalDialog } from '../layout/modal-dialog'
import type { BundleToConfigure } from './cart-ui.context'
import { useAfterAdd } from './use-add-to-cart'

function formatOf(item: BundleItem): ProductFormat {
  return item.format ?? item.product.format
}

type Items = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: BundleItem[] }

/**
 * A variant's name in its item's select, which its label already names: 'Plava, 50' for 'Bodi – Plava, 50' under
 * 'Bodi'. The full name did not fit a phone's select, which cut off the colour and size that tell variants apart.
 */
export function variantLabel(productName: string, variantName: string): string {
  if (!variantName.startsWith(productName)) return variantName
  const rest = variantName.slice(productName.length).replace(/^[\s–—:,-]+/, '')
  return rest === '' ? variantName : rest
}

/**
 * The bundle customisation modal (storefront spec §4): every configurable item of the bundle needs a chosen
 * variant, the quantity is a positive whole number (default 1); submitting adds the bundle with `addBundle`.
 * Items the bundle did not bring along are read with `checkBundles`.
 */
export function BundleModal({ bundle, onClose }: { bundle: BundleToConfigure; onClose: () => void }) {
  const { t } = useLingui()
  const titleId = useId()
  const catalog = createCatalogService(useStorefront())
  const { addBundle, pending } = useCart()
  const afterAdd = useAfterAdd()
  const [items, setItems] = useState<Items>(bundle.bundles ? { state: 'ready', items: bundle.bundles } : { state: 'loading' })
  const [chosen, setChosen] = useState<Record<string, string>>({})
  const [qty, setQty] = useState('1')
  const [problem, setProblem] = useState<'variants' | 'qty' | null>(null)

  useEffect(() => {
    if (bundle.bundles) return
    let current = true
    void catalog.checkBundles(bundle.id).then((result) => {
      if (current) setItems(result.ok ? { state: 'ready', items: result.data.items } : { state: 'failed' })
    })
    return () => {
      current = false
    }
  }, [bundle, catalog])

  const configurable = items.state === 'ready' ? items.items.filter((item) => formatOf(item) === 'configurable') : []

  async function submit() {
    if (items.state !== 'ready') return
    const count = Number(qty)
    if (!Number.isInteger(count) || count < 1) return setProblem('qty')
    const selections: BundleSelection[] = []
    for (const item of configurable) {
      const variant = item.product.associatedProducts?.find((option) => String(option.id) === chosen[String(item.product.id)])
      if (!variant) return setProblem('variants')
      selections.push({ productId: item.product.id, variant: { id: variant.id, format: variant.format } })
    }
    setProblem(null)
    const result = await addBundle({ ...bundle, bundles: items.items }, selections, count)
    if (result.ok) {
      onClose()
      afterAdd(result)
    }
  }

  return (
    <ModalDialog titleId={titleId} onClose={onClose} widthClassName="max-w-xl">
      <h2 id={titleId} className="pr-8 text-xl font-extrabold">
        <Trans>Prilagodite paket</Trans>
      </h2>
      {bundle.name && <p className="mt-1 text-sm text-ink-600">{bundle.name}</p>}
      {items.state === 'loading' && (
        <p className="mt-6 text-sm text-ink-600">
          <Trans>Učitavanje…</Trans>
        </p>
      )}
      {items.state === 'failed' && (
        <p role="alert" className="mt-6 text-sm text-rose-700">
          <Trans>Proizvodi paketa se ne mogu učitati.</Trans>
        </p>
      )}
      {items.state === 'ready' && (
        <form
          noValidate
          className="mt-5 space-y-4"
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          {configurable.map((item) => {
            const key = String(item.product.id)
            return (
              <div key={key}>
                <label htmlFor={`${titleId}-${key}`} className="text-sm font-semibold">
                  {item.product.name}
                </label>
                <select
                  id={`${titleId}-${key}`}
                  value={chosen[key] ?? ''}
                  onChange={(event) => setChosen({ ...chosen, [key]: event.target.value })}
                  className="mt-1 block w-full rounded-full border border-ink-200 bg-white px-4 py-2 text-sm"
                >
                  <option value="">{t`Odaberite varijantu`}</option>
                  {(item.product.associatedProducts ?? []).map((variant) => (
                    <option key={variant.id} value={String(variant.id)} disabled={!isPurchasable(variant)}>
                      {isPurchasable(variant)
                        ? variantLabel(item.product.name, variant.name)
                        : t`${variantLabel(item.product.name, variant.name)} (nema na zalihi)`}
                    </option>
                  ))}
                </select>
              </div>
            )
          })}
          <div>
            <label htmlFor={`${titleId}-qty`} className="text-sm font-semibold">
              <Trans>Količina</Trans>
            </label>
            <input
              id={`${titleId}-qty`}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              value={qty}
              onChange={(event) => setQty(event.target.value)}
              className="mt-1 block w-28 rounded-full border border-ink-200 bg-white px-4 py-2 text-sm"
            />
          </div>
          {problem && (
            <p role="alert" className="text-sm text-rose-700">
              {problem === 'qty' ? <Trans>Unesena količina nije valjana</Trans> : <Trans>Odaberite varijantu za svaki proizvod paketa.</Trans>}
            </p>
          )}
          <button
            type="submit"
            disabled={pending}
            className="w-full rounded-full bg-rose-500 px-6 py-3 font-bold text-white transition-colors hover:bg-rose-600 disabled:cursor-not-allowed disabled:bg-ink-300"
          >
            <Trans>Dodaj u košaricu</Trans>
          </button>
        </form>
      )}
    </ModalDialog>
  )
}
