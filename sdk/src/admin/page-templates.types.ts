import type { ReadableAtom } from 'nanostores'
import type { PostType, PostTypeInput, PostTypeQuery } from '../back-office/pages.types'
import type { SdkError } from '../errors/errors.classes'
import type { CallOptions } from '../http/http.types'
import type { Paged } from '../paging/paging.types'
import type { Result } from '../result/result.types'
import type { Id } from '../site/site.types'

/** The page templates' list as the admin screen shows it. */
export interface PageTemplatesState {
  /** `idle` before the first load, then `loading`, `ready` or `failed`. */
  status: 'idle' | 'loading' | 'ready' | 'failed'
  /** The page of templates last loaded. */
  templates: PostType[]
  /** The query it was loaded with (the next reload uses it). */
  query: PostTypeQuery
  /** The page number, from 1. */
  page: number
  /** How many pages the list has (at least 1). */
  totalPages: number
  /** How many templates the list has. */
  total: number
  /** What the last load failed with, or null. */
  error: SdkError | null
}

/** The admin area's page templates (`/admin/templates`): post types listed, created and deleted. */
export interface PageTemplatesService {
  /** The list last loaded. */
  readonly $state: ReadableAtom<PageTemplatesState>
  /** Loads a page of templates (`postType/filterStandard`, right `backoffice`); without a query, the last one. */
  load(query?: PostTypeQuery, options?: CallOptions): Promise<Result<Paged<PostType>>>
  /**
   * Creates a template (`postType/create`, right `cms:write`) and loads the list again. A slug that breaks back-office
   * spec §5 ('Slug je kratak (minimum 4 znaka)!', 'Slug nije u dobrom formatu!') is refused without a request, as
   * a `ValidationError` at `slug`.
   */
  create(input: PostTypeInput, options?: CallOptions): Promise<Result<PostType>>
  /**
   * Deletes a template (`postType/delete/{id}`, right `cms:write`) and loads the list again; a template that posts
   * still have answers `POST_TYPE_HAS_POSTS`.
   */
  remove(
    id: Id,
    options?: CallOptions,
  ): Promise<
    Result<{
      /** The id of the deleted template. */
      id: Id
    }>
  >
}
