// The SDK's notice, error and validation texts (`sdkMessages` of `@vitrina/sdk/messages` and `accountMessages` of
// `@vitrina/sdk/account`, ICU text in hr, sl, en and de) compiled into one Lingui catalog per language,
// `app/locales/{language}/sdk.ts` (and the back-office's, `backOfficeMessages`, into `back-office.ts`), beside the shop's own compiled `messages.ts`, and `catalog.ts`, which the shop
// loads to have both. Compiling here, at build
// time, keeps the ICU parser and the other languages' texts out of the browser: a visitor downloads the
// compiled texts of the page's language only. Run by the shop's `build` and `dev` scripts, after the SDK's build.
import { mkdirSync, writeFileSync } from 'node:fs'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { sdkMessages } from '@vitrina/sdk/messages'
import { accountMessages } from '@vitrina/sdk/account'
import { backOfficeMessages } from '@vitrina/sdk/back-office'

const locales = new URL('../app/locales/', import.meta.url)

/** A Lingui catalog module of compiled texts. */
const catalogModule = (texts) => {
  const compiled = Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, compileMessage(text)]))
  return `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(JSON.stringify(compiled))})as Messages;\n`
}

for (const language of ['hr', 'sl', 'en', 'de']) {
  const folder = new URL(`${language}/`, locales)
  mkdirSync(folder, { recursive: true })
  writeFileSync(new URL('sdk.ts', folder), catalogModule({ ...sdkMessages[language], ...accountMessages[language] }))
  // The back-office's texts, which only edit mode loads (features/edit-mode/back-office-texts.ts).
  writeFileSync(new URL('back-office.ts', folder), catalogModule(backOfficeMessages[language])) // The language's one module for the browser: both catalogs in one chunk, one request and one compression window.
  writeFileSync(new URL('catalog.ts', folder), `/*eslint-disable*/export{messages as shop}from"./messages";export{messages as sdk}from"./sdk";\n`)
}
