import { invalid } from '../http/http.input'
import { readSlug } from './cms.slug'

const MAX_NAME = 100
const MAX_FIELDS = 50
const MAX_KEY = 50
const MAX_LABEL = 100
const FIELD_KEY = /^[a-z][A-Za-z0-9_]*$/

/** What a page template's field holds: the kinds of content edit mode edits (back-office spec §2 "Edit mode"). */
export const FIELD_TYPES = ['text', 'richText', 'number', 'boolean', 'image', 'link', 'list'] as const
/** One of {@link FIELD_TYPES}. */
export type FieldType = (typeof FIELD_TYPES)[number]

/** A field of a page template: the key a post's `meta` holds its value under, its kind and its label. */
export interface PostTypeField {
  key: string
  type: FieldType
  label: string
}

/** What `postType/create` makes. */
export interface NewPostType {
  name: string
  slug: string
  fields: PostTypeField[]
}

/** The server texts of the post type calls (docs/contract.md, CMS). */
export const POST_TYPE_MESSAGES = {
  notFound: 'Post type not found.',
  slugTaken: 'Post type slug already exists.',
  hasPosts: 'Post type still has posts: delete them or give them another type first.',
  name: `name must be a non-empty string of at most ${MAX_NAME} characters.`,
  fields: `fields must be an array of at most ${MAX_FIELDS} objects { key, type, label }.`,
  fieldKey: `key must start with a lowercase letter and hold only letters, digits and _, at most ${MAX_KEY} characters.`,
  fieldKeyTwice: (key: string) => `The key ${key} is used by two fields.`,
  fieldType: `type must be one of ${FIELD_TYPES.join(', ')}.`,
  fieldLabel: `label must be a non-empty string of at most ${MAX_LABEL} characters.`,
  mustIncludeSelf: (id: number) => `translations must include post type ${id} itself.`,
  typeTwice: (id: number) => `Post type ${id} is listed twice.`,
  unknownType: (id: number) => `Post type ${id} does not exist.`,
} as const

/** Reads the body of `postType/create`. */
export function readNewPostType(body: Record<string, unknown>): NewPostType {
  const { name } = body
  if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME) invalid('name', POST_TYPE_MESSAGES.name)
  const slug = readSlug(body.slug, 'slug')
  return { name: name.trim(), slug, fields: readFields(body.fields) }
}

function readFields(value: unknown): PostTypeField[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || value.length > MAX_FIELDS) invalid('fields', POST_TYPE_MESSAGES.fields)
  const keys = new Set<string>()
  return value.map((field: unknown, index) => {
    const path = `fields.${index}`
    if (field === null || typeof field !== 'object' || Array.isArray(field)) invalid(path, POST_TYPE_MESSAGES.fields)
    const { key, type, label } = field as Record<string, unknown>
    if (typeof key !== 'string' || key.length > MAX_KEY || !FIELD_KEY.test(key)) invalid(`${path}.key`, POST_TYPE_MESSAGES.fieldKey)
    if (keys.has(key)) invalid(`${path}.key`, POST_TYPE_MESSAGES.fieldKeyTwice(key))
    keys.add(key)
    if (typeof type !== 'string' || !(FIELD_TYPES as readonly string[]).includes(type)) invalid(`${path}.type`, POST_TYPE_MESSAGES.fieldType)
    if (typeof label !== 'string' || label.trim() === '' || label.length > MAX_LABEL) invalid(`${path}.label`, POST_TYPE_MESSAGES.fieldLabel)
    return { key, type: type as FieldType, label: label.trim() }
  })
}
