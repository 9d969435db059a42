import { useLingui } from '@lingui/react'
import { useNotices } from '@vitrina/react'
import type { NoticeLevel } from '@vitrina/sdk'
import { useStore } from '@nanostores/react'
import { atom } from 'nanostores'
import { useCallback, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { hasCatalogArea, loadCatalogArea } from '../i18n/catalogs'
import type { ShopLanguage } from '../routing/pages'

type Sonner = typeof import('sonner')

/** A toast as the shop shows it: a text in the page's language. */
export interface ShopToast {
  level: NoticeLevel
  text: string
  id?: string | number
  durationMs?: number
}

// Loaded with the first toast rather than with every page: most pages never toast before the shopper acts, and
// the toast library is about 9 kB of a page's first-load JavaScript. One promise for the tab.
let sonner: Promise<Sonner> | undefined
let loaded: Sonner | null = null
const loadSonner = (): Promise<Sonner> => (sonner ??= import('sonner').then((module) => (loaded = module)))

// The mounted toasters (one per page shell), for toasts of the shop's own that are no SDK notice.
const toasters = new Set<(toast: ShopToast) => void>()
// Toasts that came while the library was loading, for the tab rather than for one toaster: the shell may swap its
// toaster meanwhile (a logout that turns on the maintenance view), and the new one shows them.
const waiting: ShopToast[] = []

/**
 * The open modal dialogs, the last on top (ModalDialog adds and removes itself). A modal dialog is drawn in the
 * browser's top layer, above anything a z-index can lift, so while one is open the toasts are drawn inside it:
 * an add to cart's 'Proizvod dodan u košaricu!' would otherwise sit under the cart popup's dimmed backdrop.
 */
export const $openModals = atom<readonly HTMLDialogElement[]>([])

/** Shows a toast of the shop's own (a saved setting, a confirmation) through the page's toaster. */
export function showToast(toast: ShopToast): void {
  for (const toaster of toasters) toaster(toast)
}

/**
 * Shows the SDK's notices, and the shop's own toasts, as toasts; the SDK sends message keys and the page's Lingui
 * instance turns them into text, once the account area's texts are in.
 */
export function NoticeToaster() {
  const { i18n } = useLingui()
  const [library, setLibrary] = useState<Sonner | null>(loaded)
  const enqueue = useCallback(
    (toast: ShopToast) => {
      if (library) return void library.toast[toast.level](toast.text, { id: toast.id, duration: toast.durationMs })
      waiting.push(toast)
      void loadSonner().then(setLibrary)
    },
    [library],
  )
  useEffect(() => {
    // A toaster mounted while another's toasts wait for the library (or after it came) takes them over.
    if (waiting.length > 0 && !library) void loadSonner().then(setLibrary)
  }, [library])
  useNotices((notice) => {
    const show = () => enqueue({ level: notice.level, text: i18n._(notice.key, notice.params), id: notice.id, durationMs: notice.durationMs })
    // The texts of the SDK's keys are the account area's (catalogs.ts), loaded with the first notice: one that cannot load
    // them is not shown, as one whose toast library cannot load is not.
    const language = i18n.locale as ShopLanguage
    if (hasCatalogArea('account', language)) show()
    else void loadCatalogArea('account', language).then(show, () => undefined)
  })
  useEffect(() => {
    toasters.add(enqueue)
    return () => void toasters.delete(enqueue)
  }, [enqueue])
  // Runs after the Toaster below has mounted (a child's effects run first), so it is listening for these.
  useEffect(() => {
    if (library) for (const toast of waiting.splice(0)) library.toast[toast.level](toast.text, { id: toast.id, duration: toast.durationMs })
  }, [library])
  const modal = useStore($openModals).at(-1)
  const toaster = library && <library.Toaster position="top-center" richColors closeButton />
  // Moved, the toaster shows the toasts still on screen again (the library replays them to a new toaster).
  return toaster && modal ? createPortal(toaster, modal) : toaster
}
