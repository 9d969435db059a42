// The SDK's notice, error and validation texts (`sdkMessages` of `@vitrina/sdk/messages` and `accountMessages` of
// `@vitrina/sdk/account`, ICU text in hr, sl, en and de) compiled into one Lingui catalog per language,
// `app/locales/{language}/sdk.ts` (the account's own keys into `account-sdk.ts`, and the back-office's,
// `backOfficeMessages`, into `back-office.ts`), beside the shop's own compiled `messages.ts`, and `catalog.ts`, which the shop
// loads to have both. Compiling here, at build
// time, keeps the ICU parser and the other languages' texts out of the browser: a visitor downloads the
// compiled texts of the page's language only. Run by the shop's `build` and `dev` scripts, after the SDK's build.
import { mkdirSync, writeFileSync } from 'node:fs'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { sdkMessages } from '@vitrina/sdk/messages'
import { ACCOUNT_MESSAGE_KEYS, accountMessages } from '@vitrina/sdk/account'
import { backOfficeMessages } from '@vitrina/sdk/back-office'

const locales = new URL('../app/locales/', import.meta.url)

/** A Lingui catalog module of compiled texts. */
const catalogModule = (texts) => {
  const compiled = Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, compileMessage(text)]))
  return `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(JSON.stringify(compiled))})as Messages;\n`
}

// The account's own keys (registration, e-mail confirmation, passwords, profile, orders), which only the pages and modals
// of the shop's account area show: in that area's catalog (app/features/i18n/catalogs.ts). The wishlist's notices (a
// product card's heart), the member card's error (the cart page) and the reviews' errors (the product page) are in
// every page's.
const EVERY_PAGE_KEYS = new Set([ACCOUNT_MESSAGE_KEYS.wishlistAdded, ACCOUNT_MESSAGE_KEYS.wishlistRemoved, ACCOUNT_MESSAGE_KEYS.membershipCardBarcodeError])
const ACCOUNT_AREA_KEYS = new Set(Object.values(ACCOUNT_MESSAGE_KEYS).filter((key) => !EVERY_PAGE_KEYS.has(key)))
const pick = (texts, keep) => Object.fromEntries(Object.entries(texts).filter(([key]) => keep(key)))

for (const language of ['hr', 'sl', 'en', 'de']) {
  const folder = new URL(`${language}/`, locales)
  mkdirSync(folder, { recursive: true })
  const account = accountMessages[language]
  writeFileSync(new URL('sdk.ts', folder), catalogModule({ ...sdkMessages[language], ...pick(account, (key) => !ACCOUNT_AREA_KEYS.has(key)) }))
  writeFileSync(new URL('account-sdk.ts', folder), catalogModule(pick(account, (key) => ACCOUNT_AREA_KEYS.has(key))))
  // The back-office's texts, which only edit mode loads (features/edit-mode/back-office-texts.ts).
  writeFileSync(new URL('back-office.ts', folder), catalogModule(backOfficeMessages[language]))
  // Each language's modules for the browser: the shop's and the SDK's texts in one chunk, one request and one compression
  // window; the same for the account area's.
  writeFileSync(new URL('catalog.ts', folder), `/*eslint-disable*/export{messages as shop}from"./messages";export{messages as sdk}from"./sdk";\n`)
  writeFileSync(
    new URL('account-catalog.ts', folder),
    `/*eslint-disable*/export{messages as shop}from"./account";export{messages as sdk}from"./account-sdk";\n`,
  )
}
