// The SDK's notice, error and validation texts (`sdkMessages` of `@vitrina/sdk/messages` and `accountMessages` of
// `@vitrina/sdk/account`, ICU text in hr, sl, en and de) compiled into one Lingui catalog per language,
// `app/locales/{language}/account-sdk.ts` (the back-office's, `backOfficeMessages`, into `back-office.ts`), beside the
// shop's own compiled `messages.ts`: the account area's catalog (app/features/i18n/catalogs.ts), which a page loads
// once it shows one (a notice, a form's errors, an account page), but for the few a page shows as it opens
// (`page-sdk.ts`, in `catalog.ts`, the module every page loads). Compiling here, at build time, keeps the ICU parser
// and the other languages' texts out of the browser: a visitor downloads the compiled texts of the page's language
// only. Run by the shop's `build` and `dev` scripts, after the SDK's build.
import { mkdirSync, writeFileSync } from 'node:fs'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { MESSAGE_KEYS } from '@vitrina/sdk'
import { sdkMessages } from '@vitrina/sdk/messages'
import { accountMessages } from '@vitrina/sdk/account'
import { backOfficeMessages } from '@vitrina/sdk/back-office'

const locales = new URL('../app/locales/', import.meta.url)

/** A Lingui catalog module of compiled texts. */
const catalogModule = (texts) => {
  const compiled = Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, compileMessage(text)]))
  return `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(JSON.stringify(compiled))})as Messages;\n`
}

const pick = (texts, keep) => Object.fromEntries(Object.entries(texts).filter(([key]) => keep(key)))
// The SDK's texts a page shows as it opens, outside the account area: the checkout failure page's title (the 404
// route's, spec §2), which its meta names too. In every page's catalog.
const EVERY_PAGE_SDK_KEYS = new Set([MESSAGE_KEYS.checkoutFailureTitle])

for (const language of ['hr', 'sl', 'en', 'de']) {
  const folder = new URL(`${language}/`, locales)
  mkdirSync(folder, { recursive: true })
  const sdk = { ...sdkMessages[language], ...accountMessages[language] }
  writeFileSync(new URL('account-sdk.ts', folder), catalogModule(pick(sdk, (key) => !EVERY_PAGE_SDK_KEYS.has(key))))
  writeFileSync(new URL('page-sdk.ts', folder), catalogModule(pick(sdk, (key) => EVERY_PAGE_SDK_KEYS.has(key))))
  // The back-office's texts, which only edit mode loads (features/edit-mode/back-office-texts.ts).
  writeFileSync(new URL('back-office.ts', folder), catalogModule(backOfficeMessages[language]))
  // Each language's modules for the browser, each one chunk: every page's and the account area's (its own texts and the
  // SDK's, one request and one compression window).
  writeFileSync(new URL('catalog.ts', folder), `/*eslint-disable*/export{messages as shop}from"./messages";export{messages as sdk}from"./page-sdk";\n`)
  writeFileSync(
    new URL('account-catalog.ts', folder),
    `/*eslint-disable*/export{messages as shop}from"./account";export{messages as sdk}from"./account-sdk";\n`,
  )
}
