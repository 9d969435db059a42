import { fail } from '../http/http.errors'
import { invalid, optionalBoolean } from '../http/http.input'
import { DRIVE_MESSAGES, UPLOAD_LIMITS } from './drive.messages'

/** A file to register in the drive, as `addFromBucket*` send it. */
export interface DriveItemInput {
  filename: string
  /** The bucket key an upload URL gave (`uploads/{uuid}/{filename}`). */
  path: string
  isPublic: boolean
  customData: DriveCustomData
}

/** What the back office stores with a drive item; unknown keys are kept as sent. */
export interface DriveCustomData extends Record<string, unknown> {
  directoryId?: string
  access?: 'public' | 'private'
  resize?: boolean
  title?: string
  description?: string
}

const MAX_NAME = 255

/** A file name: a non-empty string of at most 255 characters without slashes (it becomes part of a bucket key). */
export function readFileName(value: unknown, path: string): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_NAME || /[/\\]/.test(value)) {
    invalid(path, `${path} must be a file name (1 to ${MAX_NAME} characters, no slashes).`)
  }
  return value.trim()
}

/** The file names of `getMultipleUploadUrls`: 1 to 20 of them. */
export function readFileNames(value: unknown): string[] {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) fail(400, DRIVE_MESSAGES.noFiles)
  if (!Array.isArray(value)) invalid('files', 'files must be a list of file names.')
  if (value.length > UPLOAD_LIMITS.maxFiles) fail(400, DRIVE_MESSAGES.tooManyFiles)
  return value.map((name, i) => readFileName(name, `files[${i}]`))
}

/** The items of `addFromBucketMultiple`: a JSON array of 1 to 20 drive items. */
export function readDriveItemInputs(body: unknown): DriveItemInput[] {
  if (!Array.isArray(body)) fail(400, 'Request body must be a JSON array of files.')
  if (body.length === 0) fail(400, DRIVE_MESSAGES.noFiles)
  if (body.length > UPLOAD_LIMITS.maxFiles) fail(400, DRIVE_MESSAGES.tooManyFiles)
  return body.map((item, i) => readDriveItemInput(item, `[${i}]`))
}

/** One drive item; `at` prefixes the field paths of its 400s (`[2].path`), empty for a single item body. */
export function readDriveItemInput(value: unknown, at = ''): DriveItemInput {
  const field = (name: string) => (at ? `${at}.${name}` : name)
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    invalid(at || 'body', `${at || 'The body'} must be an object { filename, path, isPublic, customData }.`)
  }
  const item = value as Record<string, unknown>
  const filename = readFileName(item.filename, field('filename'))
  if (typeof item.path !== 'string' || item.path.trim() === '') invalid(field('path'), `${field('path')} must be a non-empty string.`)
  const isPublic = optionalBoolean(item.isPublic, field('isPublic')) ?? true
  return { filename, path: item.path.trim(), isPublic, customData: readCustomData(item.customData, field('customData')) }
}

/** The `customData` of a drive item: an object whose known keys have the right types; absent gives `{}`. */
export function readCustomData(value: unknown, path: string): DriveCustomData {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) invalid(path, `${path} must be an object.`)
  const data = value as Record<string, unknown>
  for (const key of ['directoryId', 'title', 'description'] as const) {
    if (data[key] !== undefined && data[key] !== null && typeof data[key] !== 'string') invalid(`${path}.${key}`, `${path}.${key} must be a string.`)
  }
  if (data.access !== undefined && data.access !== 'public' && data.access !== 'private') {
    invalid(`${path}.access`, `${path}.access must be public or private.`)
  }
  if (data.resize !== undefined && typeof data.resize !== 'boolean') invalid(`${path}.resize`, `${path}.resize must be a boolean.`)
  return data as DriveCustomData
}
