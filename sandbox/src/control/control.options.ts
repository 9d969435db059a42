import type Database from 'better-sqlite3'
import { readCommentSettings, writeCommentSettings } from '../cms/comment.settings'
import { readOptions, writeOption } from '../cms/option.queries'
import { readCheckoutSettings, writeCheckoutSettings } from '../ecommerce/settings.queries'
import { fail } from '../http/http.errors'
import { countryByIso } from '../master/master.countries.data'
import { readAccountSettings, writeAccountSettings } from '../user/user.settings'

/** The site options the test kit can switch, in one flat object. */
export interface SandboxSiteOptions {
  maintenanceMode: boolean
  cartAdditionBehaviour: 0 | 1 | 2
  redis: boolean
  guestCheckout: boolean
  allowedCountries: string[] | string
  emailConfirmation: boolean
  /** Shoppers can write reviews (`comment/create`, `comment/update`). */
  commentsEnabled: boolean
  /** New and edited reviews wait for a back-office user to publish them. */
  commentsRequireApproval: boolean
}

/** Reads the switchable options of a site. */
export function readSiteOptions(db: Database.Database, siteId: number): SandboxSiteOptions {
  const options = new Map(readOptions(db).map((option) => [option.key, option.value]))
  const checkout = readCheckoutSettings(db, siteId)
  return {
    maintenanceMode: options.get('maintenanceMode') === '1',
    cartAdditionBehaviour: Number(options.get('cartAdditionBehaviour') ?? 0) as 0 | 1 | 2,
    redis: options.get('redis') === '1',
    guestCheckout: checkout.guestCheckout,
    allowedCountries: checkout.allowedCountries,
    emailConfirmation: readAccountSettings(db, siteId).emailConfirmation,
    commentsEnabled: readCommentSettings(db, siteId).enabled,
    commentsRequireApproval: readCommentSettings(db, siteId).requiresApproval,
  }
}

/** Validates a patch (400 on unknown keys or wrong types) and applies it in one transaction. */
export function patchSiteOptions(db: Database.Database, siteId: number, patch: Record<string, unknown>): SandboxSiteOptions {
  const known = new Set([
    'maintenanceMode',
    'cartAdditionBehaviour',
    'redis',
    'guestCheckout',
    'allowedCountries',
    'emailConfirmation',
    'commentsEnabled',
    'commentsRequireApproval',
  ])
  for (const key of Object.keys(patch)) if (!known.has(key)) fail(400, `Unknown option: ${key}.`)
  const { maintenanceMode, cartAdditionBehaviour, redis, guestCheckout, allowedCountries, emailConfirmation, commentsEnabled, commentsRequireApproval } = patch
  for (const [key, value] of Object.entries({ maintenanceMode, redis, guestCheckout, emailConfirmation, commentsEnabled, commentsRequireApproval })) {
    if (value !== undefined && typeof value !== 'boolean') fail(400, `${key} must be a boolean.`)
  }
  if (cartAdditionBehaviour !== undefined && cartAdditionBehaviour !== 0 && cartAdditionBehaviour !== 1 && cartAdditionBehaviour !== 2) {
    fail(400, 'cartAdditionBehaviour must be 0, 1 or 2.')
  }
  if (allowedCountries !== undefined && !isAllowedCountries(allowedCountries)) {
    fail(400, 'allowedCountries must be "ALL", a country code or a list of country codes.')
  }

  db.transaction(() => {
    if (maintenanceMode !== undefined) writeOption(db, 'maintenanceMode', maintenanceMode ? '1' : '0')
    if (redis !== undefined) writeOption(db, 'redis', redis ? '1' : '0')
    if (cartAdditionBehaviour !== undefined) writeOption(db, 'cartAdditionBehaviour', String(cartAdditionBehaviour))
    if (guestCheckout !== undefined || allowedCountries !== undefined) {
      const checkout = readCheckoutSettings(db, siteId)
      if (typeof guestCheckout === 'boolean') checkout.guestCheckout = guestCheckout
      if (allowedCountries !== undefined) checkout.allowedCountries = allowedCountries as string[] | string
      writeCheckoutSettings(db, siteId, checkout)
    }
    if (typeof emailConfirmation === 'boolean') writeAccountSettings(db, siteId, { ...readAccountSettings(db, siteId), emailConfirmation })
    if (typeof commentsEnabled === 'boolean' || typeof commentsRequireApproval === 'boolean') {
      const comments = readCommentSettings(db, siteId)
      writeCommentSettings(db, siteId, {
        enabled: typeof commentsEnabled === 'boolean' ? commentsEnabled : comments.enabled,
        requiresApproval: typeof commentsRequireApproval === 'boolean' ? commentsRequireApproval : comments.requiresApproval,
      })
    }
  })()
  return readSiteOptions(db, siteId)
}

function isAllowedCountries(value: unknown): boolean {
  if (value === 'ALL') return true
  if (typeof value === 'string') return countryByIso(value) !== undefined
  return Array.isArray(value) && value.length > 0 && value.every((code) => typeof code === 'string' && countryByIso(code) !== undefined)
}
