import type { Post } from '../content/content.types'
import type { CallOptions } from '../http/http.types'
import type { Paged } from '../paging/paging.types'
import type { Result } from '../result/result.types'
import type { Id } from '../site/site.types'

/** A language content is written in: posts, pages and their templates exist in `hr` and `sl` only (en and de read hr). */
export type ContentLanguage = 'hr' | 'sl'

/** Whether a post is shown to visitors (`published`) or only to editors (`draft`). */
export type PostStatus = 'published' | 'draft'

/** The kinds of content a page template's field holds. */
export type PostTypeFieldType = 'text' | 'richText' | 'number' | 'boolean' | 'image' | 'link' | 'list'

/** A new post or page (`post/create`). */
export interface PostInput {
  /** The post type: `post` (a blog post), `page`, or the slug of a page template (`poslovnice`, one made by `createPostType`). */
  type: string
  /** A non-empty title, at most 200 characters. */
  title: string
  /** Unique in its language; at least 4 characters, lowercase letters `a-z` and digits in words joined by single hyphens. */
  slug: string
  /** The language of the post; by default the request's content language (`sl` for sl, else `hr`). */
  language?: ContentLanguage
  /** A plain-text summary, at most 1000 characters; empty by default. */
  excerpt?: string
  /** The HTML body, at most 200,000 characters; empty by default. */
  content?: string
  /** `draft` by default: a draft is found by no visitor call. */
  status?: PostStatus
  /** Free data, such as the values of the page template's fields; `title` and `description` strings become the meta title and description. */
  meta?: Record<string, unknown>
}

/** A post as the back-office's calls answer it: the visitors' post with its body, its status, its language and its `meta`. */
export interface EditedPost extends Omit<Post, 'postType' | 'slugMain' | 'body' | 'terms'> {
  /** The post type's slug. */
  postType: string
  /** The translation group this translation belongs to. */
  slugMain: string
  /** The HTML body. */
  body: string
  /** Whether visitors see it. */
  status: PostStatus
  /** The language of this translation. */
  language: ContentLanguage
  /** The free data it was saved with. */
  meta: Record<string, unknown>
  /** Its blog categories and tags. */
  terms?: Post['terms']
}

/** A field of a page template: the key a post's `meta` holds its value under, its kind and its label. */
export interface PostTypeField {
  /** Starts with a lowercase letter; letters, digits and `_`, at most 50 characters, unique in the template. */
  key: string
  /** What it holds. */
  type: PostTypeFieldType
  /** A non-empty label for the editor, at most 100 characters. */
  label: string
}

/** A new page template (`postType/create`). */
export interface PostTypeInput {
  /** A non-empty name, at most 100 characters (the same in every language). */
  name: string
  /** Unique among post types; the same rule as a post's slug. */
  slug: string
  /** At most 50 fields; none by default. */
  fields?: PostTypeField[]
}

/** A page template (a post type), as the post type calls answer it. */
export interface PostType {
  /** Its id. */
  id: Id
  /** Its slug: what a post's `type` names. */
  slug: string
  /** Its name in the request's content language. */
  name: string
  /** The fields its pages fill in. */
  fields: PostTypeField[]
  /** How many posts have this type, drafts included; a type with posts cannot be deleted. */
  postCount: number
  /** The language it serves in its translation group, or null when it is linked to no other type. */
  language: ContentLanguage | null
  /** The types of its translation group, this one included, hr first; empty when unlinked. */
  translations: Array<{
    /** The language this member of the group serves. */
    language: ContentLanguage
    /** That language's page template id. */
    postTypeId: Id
    /** That template's slug. */
    slug: string
  }>
}

/** What the page templates' list asks for (`postType/filterStandard`). */
export interface PostTypeQuery {
  /** The page, from 1. */
  page?: number
  /** The page size: 20 by default, at most 100. */
  limit?: number
  /** Narrows to the types whose name or slug holds every word, ignoring case and diacritics. */
  keywords?: string
}

/** One translation of a translation group, as a link call names it: post `postId` in `language`. */
export interface PostTranslationRef {
  /** The translation's language. */
  language: ContentLanguage
  /** The post. */
  postId: Id
}

/** One member of a post type's translation group: type `postTypeId` serves `language`. */
export interface PostTypeTranslationRef {
  /** The language it serves. */
  language: ContentLanguage
  /** The post type. */
  postTypeId: Id
}

/** A translation group: the posts that are translations of each other, at most one per language. */
export interface PostGroup {
  /** The group's name. */
  slugMain: string
  /** The post marked as the original, or null while none is. */
  master: Id | null
  /** Its translations, hr first. */
  translations: Array<{
    /** The language of this translation. */
    language: ContentLanguage
    /** The translation's post id. */
    postId: Id
    /** The translation's slug. */
    slug: string
    /** The translation's title. */
    title: string
    /** The translation's publishing status. */
    status: PostStatus
  }>
}

/**
 * The back-office's calls for posts and pages, page templates (post types) and the links between translations
 * (back-office spec §7 "CMS elements and pages", "Link builder and finder"), for back-office users.
 *
 * @remarks
 * A slug (or `slugMain`) against the spec's rules (§5) is refused without a request: `VALIDATION_ERROR` with the
 * message key `validation.slugTooShort` or `validation.slugFormat`, as `slugProblem` gives it. Deleting a page
 * template that posts still have is `POST_TYPE_HAS_POSTS` with the key `error.postTypeHasPosts`. Anything else comes
 * back as the transport maps it: `HTTP_ERROR` (`NOT_FOUND` for a 404) with the status and the server's text in `serverMessage` (each call has
 * at most one 409, named in its description; the backend's 400s name their field in `body.errors`), 401 for a missing
 * or expired token, and for a user who is no back-office user the 403 rule (logged out, the call sent once more without
 * a token, which answers 401).
 */
export interface PagesService {
  /**
   * Creates a post or a page (`POST post/create`); the answer is the post as saved. A slug its language has already
   * answers 409 (`Slug already exists in this language.`).
   *
   * @example
   * ```ts
   * import { createPagesService } from '@vitrina/sdk/back-office'
   *
   * declare const form: { setError(field: string, message: string): void }
   * const pages = createPagesService(shop)
   * const made = await pages.createPost({ type: 'page', title: 'Ljetna akcija', slug: 'ljetna-akcija', status: 'published', content: '<p>…</p>' })
   * if (!made.ok && made.error.status === 409) form.setError('slug', 'taken')
   * ```
   */
  createPost(input: PostInput, options?: CallOptions): Promise<Result<EditedPost>>
  /**
   * Creates a page template (`POST postType/create`). A slug another type has answers 409 (`Post type slug already exists.`).
   *
   * @example
   * ```ts
   * import { createPagesService } from '@vitrina/sdk/back-office'
   *
   * const pages = createPagesService(shop)
   * await pages.createPostType({ name: 'Odredišna stranica', slug: 'odredisna-stranica', fields: [{ key: 'hero', type: 'image', label: 'Naslovna slika' }] })
   * ```
   */
  createPostType(input: PostTypeInput, options?: CallOptions): Promise<Result<PostType>>
  /**
   * One page of the page templates (`POST postType/filterStandard`), by id; 20 a page unless `limit` says otherwise.
   *
   * @example
   * ```ts
   * import { createPagesService } from '@vitrina/sdk/back-office'
   *
   * const pages = createPagesService(shop)
   * const found = await pages.listPostTypes({ keywords: 'stranica', page: 1 })
   * if (found.ok) console.log(found.data.records.map((type) => type.name), found.data.totalPages)
   * ```
   */
  listPostTypes(query?: PostTypeQuery, options?: CallOptions): Promise<Result<Paged<PostType>>>
  /**
   * Deletes a page template (`DELETE postType/delete/{id}`). While posts (drafts too) have the type it stays, and the
   * outcome is `POST_TYPE_HAS_POSTS` (`error.postTypeHasPosts`).
   *
   * @example
   * ```ts
   * import { createPagesService, type PostType } from '@vitrina/sdk/back-office'
   *
   * declare const type: PostType
   * const pages = createPagesService(shop)
   * const removed = await pages.deletePostType(type.id)
   * if (!removed.ok && removed.error.code === 'POST_TYPE_HAS_POSTS') toast(t(removed.error.messageKey))
   * ```
   */
  deletePostType(
    id: Id,
    options?: CallOptions,
  ): Promise<
    Result<{
      /** The id of the deleted page template. */
      id: Id
    }>
  >
  /**
   * Makes `translations` the whole translation group `slugMain` (`PUT link/postTranslation/{slugMain}/bulk`): a
   * translation in another group leaves it, and one the group held that is not named gets a group of its own.
   *
   * @example
   * ```ts
   * import { createPagesService } from '@vitrina/sdk/back-office'
   *
   * const pages = createPagesService(shop)
   * await pages.linkTranslations('ljetna-akcija', [{ language: 'hr', postId: 51 }, { language: 'sl', postId: 52 }])
   * ```
   */
  linkTranslations(slugMain: string, translations: PostTranslationRef[], options?: CallOptions): Promise<Result<PostGroup>>
  /**
   * As {@link PagesService.linkTranslations}, but only for translations that stand alone or are in `slugMain` already
   * (`PUT link/postTranslation/{slugMain}/bulkExisting`): one that shares another group with another translation
   * answers 409 and nothing changes.
   *
   * @example
   * ```ts
   * import { createPagesService } from '@vitrina/sdk/back-office'
   *
   * const pages = createPagesService(shop)
   * const linked = await pages.linkStandaloneTranslations('ljetna-akcija', [{ language: 'hr', postId: 51 }, { language: 'sl', postId: 52 }])
   * ```
   */
  linkStandaloneTranslations(slugMain: string, translations: PostTranslationRef[], options?: CallOptions): Promise<Result<PostGroup>>
  /**
   * Copies post `id` into a new draft in `language`, in its translation group (`POST link/{id}/createTranslationFromOriginal`);
   * the original becomes the group's master unless it has one. A group with a translation in `language` already
   * (drafts too) answers 409.
   *
   * @example
   * ```ts
   * import { createPagesService } from '@vitrina/sdk/back-office'
   *
   * const pages = createPagesService(shop)
   * const copy = await pages.createTranslation(51, 'sl') // then edit the sl draft and publish it
   * ```
   */
  createTranslation(id: Id, language: ContentLanguage, options?: CallOptions): Promise<Result<EditedPost>>
  /**
   * Marks post `id` as the original of its translation group (`POST link/masters/{id}`: the group of its translation in
   * the request's content language, else of its hr one); the previous original loses the mark.
   *
   * @example
   * ```ts
   * import { createPagesService } from '@vitrina/sdk/back-office'
   *
   * const pages = createPagesService(shop)
   * const group = await pages.markOriginal(51) // group.data.master === 51
   * ```
   */
  markOriginal(id: Id, options?: CallOptions): Promise<Result<PostGroup>>
  /**
   * Makes `translations` the whole translation group of page template `id`, which must be one of them
   * (`PUT link/postType/{id}/bulk`); sending type `id` alone unlinks it. A translation made by
   * {@link PagesService.createTranslation} takes the type linked in its language.
   *
   * @example
   * ```ts
   * import { createPagesService } from '@vitrina/sdk/back-office'
   *
   * const pages = createPagesService(shop)
   * await pages.linkPostTypes(7, [{ language: 'hr', postTypeId: 7 }, { language: 'sl', postTypeId: 8 }])
   * ```
   */
  linkPostTypes(id: Id, translations: PostTypeTranslationRef[], options?: CallOptions): Promise<Result<PostType>>
}
