/** The server texts of the back-office media calls (docs/contract.md, Media back-office). */
export const MEDIA_MESSAGES = {
  mediaNotFound: 'Media not found.',
  driveItemNotFound: 'Drive item not found.',
  userFileNotFound: 'User file not found.',
  oneSource: 'Exactly one of driveId and userFileId is required.',
  notAnImage: 'Not an image.',
  alreadyExists: 'Media already exists for this file.',
  titleRequired: 'Title is required.',
} as const

/** The 422 of an image sharp reads but the media route cannot serve (GIF, SVG, TIFF ...). */
export function unsupportedImageFormat(format: string): string {
  return `Unsupported image format: ${format} (use png, jpeg, webp or avif).`
}
