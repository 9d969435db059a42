import type { Migration } from '../db.migrate'
import { catalogTables } from './m001.catalog'
import { cmsTables } from './m001.cms'
import { commerceTables } from './m001.commerce'
import { siteTables } from './m001.site'
import { authTables } from './m002.auth'
import { cartTables } from './m004.cart'
import { checkoutTables } from './m005.checkout'
import { accountTables } from './m006.account'
import { searchTables } from './m007.search'
import { mediaTables } from './m008.media'
import { contentTables } from './m009.content'
import { titleTables } from './m010.titles'
import { guestTables } from './m011.guests'
import { formTables } from './m013.forms'
import { throttleTables } from './m015.throttle'
import { userSettingsTables } from './m017.user-settings'

/**
 * Every schema migration in order. Append new ones (version 2, 3, ...); never edit a released one, because
 * file databases under `.data/` have already applied it and will not run it again.
 */
export const migrations: readonly Migration[] = [
  // commerce before cms: comments reference users.
  { version: 1, name: 'initial schema', up: siteTables + catalogTables + commerceTables + cmsTables },
  { version: 2, name: 'auth sessions and tokens', up: authTables },
  // 3 is reserved for a migration written in parallel; versions need not be contiguous.
  { version: 4, name: 'cart session lifecycle and guest users on carts', up: cartTables },
  { version: 5, name: 'orders from checkout and emulated payments', up: checkoutTables },
  { version: 6, name: 'mailbox, form confirmations and account tokens', up: accountTables },
  { version: 7, name: 'keyword search index and catalogue revision', up: searchTables },
  { version: 8, name: 'media back-office: upload slots, drive items, deleted media ids', up: mediaTables },
  { version: 9, name: 'content editing: translation groups of posts, post meta, page template fields and links', up: contentTables },
  { version: 10, name: 'post titles in the languages a post has no translation in (en, de)', up: titleTables },
  { version: 11, name: 'guests who check out with a registered e-mail', up: guestTables },
  { version: 13, name: 'custom forms: submissions, double opt-in goals, contact messages, the emulated captcha', up: formTables },
  { version: 15, name: 'throttled attempts: failed logins and password-reset requests', up: throttleTables },
  { version: 17, name: 'general settings of users: the admin UI language', up: userSettingsTables },
]
