/**
 * The back-office of the Vitrina storefront SDK, as a third entry point: the media library (list, upload pipeline,
 * edit, delete), the link options form, the edit mode's state, posts, page templates and translation links (the
 * development tools are `@vitrina/sdk/dev-tools`). For back-office users; an app whose pages are for shoppers never
 * imports this entry and ships none of it.
 *
 * @example
 * ```ts
 * import { createStorefront } from '@vitrina/sdk'
 * import { createMediaService } from '@vitrina/sdk/back-office'
 *
 * const shop = createStorefront({ apiUrl, apiKey, siteId: 1, storeId: 1 })
 * await shop.auth.login({ username: 'urednik@vitrina.test', password: 'Urednik123!' })
 * const library = createMediaService(shop)
 * await library.load()
 * const { snapshot, created } = await library.upload(files) // browser Files, or Blobs with a name in Node
 * ```
 *
 * @packageDocumentation
 */

// The public surface of @vitrina/sdk/back-office. Explicit names only: a change here is a change of its API report.

// Media library
export {
  createMediaService,
  INITIAL_MEDIA_QUERY,
  MEDIA_FORMAT_CHOICES,
  MEDIA_LIST_DEBOUNCE_MS,
  MEDIA_PAGE_NUMBERS,
  MEDIA_PAGE_SIZE,
  MEDIA_SORTS,
  mediaPageNumbers,
} from './media/media.service'
export type { MediaServiceDeps } from './media/media.service'
export { defaultBucketTransport } from './media/media.bucket'
export type {
  MediaBucketTransport,
  MediaEdit,
  MediaFormatChoice,
  MediaListState,
  MediaQuery,
  MediaRecord,
  MediaService,
  MediaSort,
  MediaUploadFileSource,
  MediaUploadOptions,
  MediaUploadOutcome,
} from './media/media.library.types'

// The upload pipeline as a machine
export { failedUploads, INITIAL_MEDIA_UPLOAD, isUploading, MEDIA_UPLOAD_LIMITS, mediaUploadMachine, transitionMediaUpload } from './media/media.upload.machine'
export type { MediaUploadHandler, MediaUploadMachine } from './media/media.upload.machine'
export type {
  MediaUploadEvent,
  MediaUploadEventType,
  MediaUploadFile,
  MediaUploadFileInput,
  MediaUploadFileStatus,
  MediaUploadSnapshot,
  MediaUploadState,
} from './media/media.upload.types'

// Edit mode and the CMS elements it edits
export { createElementsService } from './back-office/elements.service'
export type { ElementChanges, ElementInput, ElementsService } from './back-office/elements.service'
export { checkComponentPage, editModeOf } from './back-office/edit-mode'
export type { EditMode } from './back-office/edit-mode'

// Posts and pages, page templates (post types) and translation links
export { createPagesService } from './back-office/pages.service'
export type {
  ContentLanguage,
  EditedPost,
  PagesService,
  PostGroup,
  PostInput,
  PostStatus,
  PostTranslationRef,
  PostType,
  PostTypeField,
  PostTypeFieldType,
  PostTypeInput,
  PostTypeQuery,
  PostTypeTranslationRef,
} from './back-office/pages.types'

// Link options form
export {
  chooseLinkTarget,
  chosenLinkTarget,
  createLinkForm,
  linkFormOf,
  linkFormProblems,
  savedLinkOf,
  setExternalLink,
  setOpenInNewTab,
  SLUG_MIN_LENGTH,
  slugProblem,
} from './links/links.form'
export type { LinkForm, LinkTargetKind, SavedLink } from './links/links.form'
export { createLinkFinder } from './links/links.finder'
export type { LinkFinder, LinkTargetOption } from './links/links.finder'

// Messages
export { backOfficeMessages } from './back-office/back-office.messages.catalog'
export { BACK_OFFICE_MESSAGE_KEYS } from './back-office/back-office.messages.keys'
export type { BackOfficeMessageCatalog, BackOfficeMessageKey } from './back-office/back-office.messages.keys'
