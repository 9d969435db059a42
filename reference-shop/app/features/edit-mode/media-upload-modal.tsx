import { useLingui } from '@lingui/react/macro'
import { useMediaLibrary } from '@vitrina/react'
import { isUploading } from '@vitrina/sdk/back-office'
import { useId, useState } from 'react'
import { ModalDialog } from '../layout/modal-dialog'

const percent = (loaded: number, total: number) => (total > 0 ? Math.round((loaded / total) * 100) : 0)

/**
 * The media upload modal (back-office spec §2): a multi-file chooser, Cancel and Save, a progress bar per file and
 * overall with a spinner while the upload runs; closed by its buttons only. Cancel stops a running upload (nothing it
 * made is kept); a finished upload closes the modal unless some files failed, which stay listed with the reason.
 */
export function MediaUploadModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const inputId = useId()
  const { upload, library } = useMediaLibrary()
  const [files, setFiles] = useState<File[]>([])
  const running = isUploading(upload)
  const shown = upload.state === 'idle' ? [] : upload.files

  async function save() {
    const { snapshot } = await library.upload(files)
    if (snapshot.state === 'succeeded') onClose()
  }

  function cancel() {
    if (running) library.cancelUpload()
    onClose()
  }

  return (
    <ModalDialog titleId={titleId} onClose={cancel} closeOnBackdrop={false} widthClassName="max-w-xl">
      <h2 id={titleId} className="pr-8 text-2xl font-extrabold">
        {t`Prijenos medija`}
      </h2>
      <label htmlFor={inputId} className="mt-5 block text-sm font-bold">
        {t`Datoteke`}
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept="image/*"
        disabled={running}
        onChange={(event) => setFiles([...(event.target.files ?? [])])}
        className="mt-2 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-cream-100 file:px-4 file:py-2 file:font-bold"
      />

      {upload.state !== 'idle' && (
        <div className="mt-5 space-y-3">
          <div>
            <div className="flex items-center justify-between text-sm font-bold">
              <span>{t`Ukupno`}</span>
              <span className="flex items-center gap-2">
                {running && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-rose-200 border-t-rose-500" />}
                {percent(upload.progress.loaded, upload.progress.total)} %
              </span>
            </div>
            <progress
              aria-label={t`Ukupni napredak`}
              max={100}
              value={percent(upload.progress.loaded, upload.progress.total)}
              className="mt-1 h-2 w-full accent-rose-500"
            />
          </div>
          <ul className="space-y-2">
            {shown.map((file, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name; the list is fixed once chosen
              <li key={`${file.name}-${index}`} className="text-sm">
                <div className="flex justify-between gap-3">
                  <span className="truncate">{file.name}</span>
                  <span className={file.status === 'failed' ? 'font-bold text-rose-700' : 'text-ink-600'}>
                    {file.status === 'failed' && file.errorKey ? i18n._(file.errorKey) : `${percent(file.loaded, file.size)} %`}
                  </span>
                </div>
                <progress
                  aria-label={t`Napredak: ${file.name}`}
                  max={100}
                  value={percent(file.loaded, file.size)}
                  className="mt-1 h-1.5 w-full accent-rose-500"
                />
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="mt-6 flex justify-end gap-2">
        <button type="button" onClick={cancel} className="rounded-full border border-ink-200 px-5 py-2 text-sm font-bold hover:border-rose-400">
          {t`Odustani`}
        </button>
        <button
          type="button"
          onClick={() => void save()}
          disabled={running}
          className="rounded-full bg-rose-500 px-5 py-2 text-sm font-bold text-white hover:bg-rose-600 disabled:opacity-50"
        >
          {t`Spremi`}
        </button>
      </div>
    </ModalDialog>
  )
}
