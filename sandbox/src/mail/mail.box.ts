import type Database from 'better-sqlite3'
import { all, json, one, sql } from '../db/db.statements'

/** Why the sandbox wrote an e-mail. */
export type MailKind = 'verification' | 'passwordReset' | 'formConfirmation'

/** An e-mail to put in the mailbox. */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
  kind: MailKind
  /** The URLs in the e-mail, so a test (or a developer) can follow one without parsing the body. */
  links: string[]
  /** When it was sent (ISO, the sandbox clock). */
  now: string
}

/** An e-mail of the mailbox as the control API answers it. */
export interface MailJson {
  id: number
  to: string
  subject: string
  text: string
  html: string
  kind: MailKind
  links: string[]
  createdAt: string
}

interface MailRow {
  id: number
  to_email: string
  subject: string
  text: string
  html: string
  kind: MailKind
  links: string
  created_at: string
}

/**
 * "Sends" an e-mail: the sandbox reaches no mail server, so every e-mail goes into the mailbox table, where the
 * control API (`/__sandbox/mailbox`) and the developer page (`/__sandbox/mailbox.html`) show it.
 */
export function sendMail(db: Database.Database, mail: OutgoingMail): MailJson {
  const { lastInsertRowid } = sql(db, 'INSERT INTO mailbox (to_email, subject, text, html, kind, links, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    mail.to,
    mail.subject,
    mail.text,
    mail.html,
    mail.kind,
    JSON.stringify(mail.links),
    mail.now,
  )
  return readMail(db, Number(lastInsertRowid))!
}

/** The e-mails, newest first; only those to `to` (any case) when given. */
export function readMails(db: Database.Database, to?: string): MailJson[] {
  const rows =
    to === undefined
      ? all<MailRow>(db, 'SELECT * FROM mailbox ORDER BY created_at DESC, id DESC')
      : all<MailRow>(db, 'SELECT * FROM mailbox WHERE to_email = ? ORDER BY created_at DESC, id DESC', to.trim())
  return rows.map(mailJson)
}

/** One e-mail, or undefined. */
export function readMail(db: Database.Database, id: number): MailJson | undefined {
  const row = one<MailRow>(db, 'SELECT * FROM mailbox WHERE id = ?', id)
  return row ? mailJson(row) : undefined
}

/** Empties the mailbox; answers how many e-mails were in it. */
export function clearMailbox(db: Database.Database): number {
  return sql(db, 'DELETE FROM mailbox').run().changes
}

function mailJson(row: MailRow): MailJson {
  return {
    id: row.id,
    to: row.to_email,
    subject: row.subject,
    text: row.text,
    html: row.html,
    kind: row.kind,
    links: json<string[]>(row.links, []),
    createdAt: row.created_at,
  }
}
