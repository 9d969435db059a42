import { useLingui } from '@lingui/react'
import { useNotices } from '@vitrina/react'
import { toast, Toaster } from 'sonner'

/** Shows the SDK's notices as toasts; the SDK sends message keys and the page's Lingui instance turns them into text. */
export function NoticeToaster() {
  const { i18n } = useLingui()
  useNotices((notice) => {
    const text = i18n._(notice.key, notice.params)
    toast[notice.level](text, { id: notice.id, duration: notice.durationMs })
  })
  return <Toaster position="top-center" richColors closeButton />
}
