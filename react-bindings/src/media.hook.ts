import { useStore } from '@nanostores/react'
import { createMediaService, type MediaListState, type MediaQuery, type MediaService, type MediaUploadSnapshot } from '@vitrina/sdk/back-office'
import { useStorefront } from './storefront.context'

/** What {@link useMediaLibrary} returns: the media library's current values and the media service's methods. */
export interface UseMediaLibraryResult {
  /** The search words, sort, page, size and format. */
  query: MediaQuery
  /** The records of the page and where the list is. */
  list: MediaListState
  /** The upload's state, files and progress. */
  upload: MediaUploadSnapshot
  /** The ids of the records being deleted. */
  deleting: readonly number[]
  /** The media service itself (`load`, `search`, `upload`, `edit`, `remove` ...), one per instance. */
  library: MediaService
}

/**
 * Subscribes to the back-office media library (the service of `createMediaService` from `@vitrina/sdk/back-office`,
 * one per instance) for a library or upload modal.
 *
 * @example
 * ```tsx
 * import { useMediaLibrary } from '@vitrina/react'
 * import { useEffect } from 'react'
 *
 * function MediaLibrary() {
 *   const { upload, library } = useMediaLibrary()
 *   useEffect(() => void library.load(), [library])
 *   return (
 *     <>
 *       <input type="file" multiple onChange={(event) => void library.upload([...(event.target.files ?? [])])} />
 *       <p>{upload.state}</p>
 *     </>
 *   )
 * }
 * ```
 */
export function useMediaLibrary(): UseMediaLibraryResult {
  const library = createMediaService(useStorefront())
  return {
    query: useStore(library.$query),
    list: useStore(library.$list),
    upload: useStore(library.$upload),
    deleting: useStore(library.$deleting),
    library,
  }
}
