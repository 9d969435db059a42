import type { Page } from 'playwright-core'

/** An account of the demo shop, or one a test registered. */
export interface Credentials {
  email: string
  password: string
}

/** Logs in the way a shopper does: the profile icon, PRIJAVA, the modal. Resolves with the modal. */
export async function logInFromHeader(page: Page, { email, password }: Credentials) {
  await page.getByRole('button', { name: 'Moj račun', exact: true }).click()
  await page.getByRole('button', { name: 'PRIJAVA' }).click()
  const dialog = page.getByRole('dialog', { name: 'Prijava' })
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Lozinka', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Prijavi se' }).click()
  return dialog
}

/** Logs in on a page with the form (/prijava, /adminLogin). */
export async function logInOnPage(page: Page, { email, password }: Credentials) {
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Lozinka', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Prijavi se' }).click()
}
