import { atom, type WritableAtom } from 'nanostores'
import { lazySchemas } from '../internal/lazy-schemas'
import { serviceOf } from '../internal/per-storefront'
import { mapResult } from '../internal/result'
import type { Language } from '../language/language.constants'
import { notifyError } from '../notices/notices.errors'
import type { Result } from '../result/result.types'
import type { StorefrontContext } from '../storefront/storefront.context'
import type { Storefront } from '../storefront/storefront.types'
import { parseSiteOptions } from './site.options'
import type { CurrencyConfig, SiteOptions } from './site.types'

/** The site's response schemas, imported by the first call that needs one. */
export const siteSchemas = /* @__PURE__ */ lazySchemas(() => import('./site.schema'))

/**
 * The site options and the currency configuration of one instance, with their calls: what the site service and the cart
 * share. The cart takes them from here rather than from the whole site service, so an app whose page has a cart but no
 * layout does not carry the layout's calls.
 */
export interface SiteSettings {
  readonly $options: WritableAtom<SiteOptions | null>
  readonly $currencyConfig: WritableAtom<CurrencyConfig | null>
  /** Fetches the options into `$options`, without a notice. */
  loadOptions(): Promise<Result<SiteOptions>>
  /** Fetches the currency configuration into `$currencyConfig`, unless the language changed meanwhile; without a notice. */
  loadCurrencyConfig(language?: Language): Promise<Result<CurrencyConfig>>
  /** {@link SiteSettings.loadOptions} with a notice of its failure (the site service's `fetchOptions`). */
  fetchOptions(): Promise<Result<SiteOptions>>
  /** A failed call's notice, in the instance's language. */
  withNotice<T>(result: Result<T>): Result<T>
}

function settingsOf(_shop: Storefront, ctx: StorefrontContext): SiteSettings {
  const $options = atom<SiteOptions | null>(null)
  const $currencyConfig = atom<CurrencyConfig | null>(null)

  function withNotice<T>(result: Result<T>): Result<T> {
    if (!result.ok) notifyError(ctx.notices, result.error, ctx.$language.get())
    return result
  }

  async function loadOptions(): Promise<Result<SiteOptions>> {
    const result = mapResult(
      await ctx.http.request({ method: 'GET', service: 'cms', path: 'option/filter', schema: siteSchemas('optionRecordsSchema') }),
      (data) => parseSiteOptions(data.records),
    )
    if (result.ok) $options.set(result.data)
    return result
  }

  return {
    $options,
    $currencyConfig,
    loadOptions,
    async loadCurrencyConfig(language = ctx.$language.get()) {
      const result = await ctx.http.request({
        method: 'GET',
        service: 'ecommerce',
        version: 'v2',
        path: 'settings/getCurrencyConfig',
        schema: siteSchemas('currencyConfigSchema'),
        language,
      })
      // Stored only if the language is still the one it was fetched in: a slow answer from before a language switch
      // must not overwrite the newer language's configuration.
      if (result.ok && ctx.$language.get() === language) $currencyConfig.set(result.data)
      return result
    },
    fetchOptions: async () => withNotice(await loadOptions()),
    withNotice,
  }
}

/** The instance's {@link SiteSettings}: made on the first call, the same for every later call. */
export function siteSettingsOf(shop: Storefront): SiteSettings {
  return serviceOf(shop, settingsOf)
}
