import type { ReadableAtom } from 'nanostores'
import type { SdkError } from '../errors/errors.classes'
import type { CallOptions } from '../http/http.types'
import type { Language } from '../language/language.constants'
import type { MediaItem } from '../media/media.item'
import type { Paged } from '../paging/paging.types'
import type { Result } from '../result/result.types'
import type { Id } from '../site/site.types'

/** A term as a post lists it. */
export interface PostTermRef {
  /** The term id. */
  id?: Id
  /** The title in the request language. */
  title: string
  /** The slug in the request language (`/objave/{slug}`). */
  slug?: string
}

/**
 * A blog post or a page.
 *
 * @remarks
 * The fields without `?` are checked when a response is parsed; the optional ones are passed through.
 */
export interface Post {
  /** The post id. */
  id: Id
  /** The post type slug: `post` (blog) or `page`. */
  postType?: string
  /** The title in the request language. */
  title: string
  /** The slug in the request language (`/{slug}`). */
  slug: string
  /** The language-independent key linking the translations. */
  slugMain?: string
  /** The slug in each content language, for alternate links. */
  slugs?: Partial<Record<'hr' | 'sl', string>>
  /** The plain-text excerpt; news cards cut it with `newsExcerpt` (from the main entry). */
  excerpt: string
  /** The HTML body (only in the full display). */
  body?: string
  /** The main image, or null (show the placeholder). */
  media?: MediaItem | null
  /** The author's name. */
  author?: string
  /** Whether comments are allowed. */
  allowComments?: boolean
  /** When it was published (ISO). */
  publishedAt?: string
  /** When it was created (ISO). */
  createdAt?: string
  /** When it was last changed (ISO). */
  updatedAt?: string
  /** The page title for search engines. */
  metaTitle?: string
  /** The page description for search engines. */
  metaDescription?: string
  /** Its blog categories and tags (a news post shows the category and the tags separated by bars). */
  terms: {
    /** The blog categories the post is in. */
    categories: PostTermRef[]
    /** The post's tags. */
    tags: PostTermRef[]
  }
}

/** A blog term: a category or a tag, with its own page on the blog route. */
export interface Term {
  /** The term id. */
  id: Id
  /** `category` or `tag`. */
  taxonomy?: 'category' | 'tag'
  /** The title in the request language. */
  title: string
  /** The slug in the request language (`/objave/{slug}`). */
  slug: string
  /** The language-independent key of the term. */
  slugMain?: string
  /** The slug in each content language, for alternate links. */
  slugs?: Partial<Record<'hr' | 'sl', string>>
  /** The description. */
  description?: string
  /** The image, or null. */
  media?: MediaItem | null
  /** The parent term's id, or null. */
  parentId?: Id | null
  /** The position among its siblings. */
  position?: number
  /** How many published posts carry it. */
  postCount?: number
}

/** A public event (workshop, lecture, fair), shown at `/dogadjaj/{id}`. */
export interface ShopEvent {
  /** The event id. */
  id: Id
  /** The title in the request language. */
  title: string
  /** The slug in the request language. */
  slug?: string
  /** A short text. */
  excerpt?: string
  /** The HTML body. */
  body?: string
  /** The image, or null. */
  media?: MediaItem | null
  /** When it starts (ISO). */
  startsAt: string
  /** When it ends (ISO). */
  endsAt?: string
  /** The venue. */
  location?: string
  /** The venue's address. */
  address?: string
  /** The entrance price in EUR. */
  price?: number
  /** How many people it takes, or null. */
  capacity?: number | null
  /** True until it has ended. */
  isUpcoming?: boolean
}

/** A product review (or a post comment). */
export interface Review {
  /** The comment id. */
  id: Id
  /** The reviewed product, or null. */
  productId?: Id | null
  /** The commented post, or null. */
  postId?: Id | null
  /** The author's user id, or null. */
  userId?: Id | null
  /** The author's display name. */
  authorName?: string
  /** The rating from 1 to 5, or null. */
  rating?: number | null
  /** The text. */
  comment: string
  /** `approved` or `pending`. */
  status?: string
  /** When it was written (ISO). */
  createdAt?: string
  /** When it was last changed (ISO). */
  updatedAt?: string
}

/** What a slug can name, for `finder/decide` and `finder/searchSlugs`. */
export type SlugType = 'post' | 'page' | 'term' | 'product' | 'category'

/** What a slug names, with its slug and storefront path in the request language. */
export interface SlugMatch {
  /** What it is. */
  type: SlugType
  /** Its id. */
  id: Id
  /** Its slug in the request language. */
  slug: string
  /** For terms: `category` or `tag`. */
  taxonomy?: 'category' | 'tag'
  /** Its storefront path in the request language. */
  path: string
  /** Its title (search hits). */
  title?: string
}

/** What the post list (`POST post/filterStandard`) narrows by. */
export interface PostQuery {
  /** `list` (default, without bodies) or `full`. */
  display?: 'list' | 'full'
  /** Posts with any of these term slugs. */
  termSlugs?: string[]
  /** Posts of these types (`post`, `page`). */
  postTypeSlugs?: string[]
  /** Published on or after this date (ISO). */
  dateFrom?: string
  /** Published on or before this date (ISO). */
  dateTo?: string
  /** The page, from 1. */
  page?: number
  /** The page size (default 10). */
  limit?: number
  /** The sort; default newest published first (`published_at desc`). */
  sort?: {
    /** The field to sort by: the publishing date, the title or the id. */
    param: 'published_at' | 'title' | 'id'
    /** Ascending or descending. */
    order: 'asc' | 'desc'
  }
}

/** What the term lists narrow by. */
export interface TermQuery {
  /** `category` or `tag`. */
  taxonomy?: 'category' | 'tag'
  /** Terms with these ids. */
  ids?: Id[]
  /** Terms with these slugs. */
  slugs?: string[]
  /** Terms whose title holds these words. */
  keywords?: string
  /** The page, from 1. */
  page?: number
  /** The page size (default 10). */
  limit?: number
}

/** What the event list (`POST event/public/filter`) narrows by. */
export interface EventQuery {
  /** Only events that have not ended. */
  upcoming?: boolean
  /** Events ending on or after this date (ISO). */
  dateFrom?: string
  /** Events starting on or before this date (ISO). */
  dateTo?: string
  /** The page, from 1. */
  page?: number
  /** The page size (default 10). */
  limit?: number
}

/** What the review list (`POST comment/filterStandard`) is for: one product's or one post's. */
export type ReviewQuery = (
  | {
      /** The product whose reviews are listed. */
      productId: Id
    }
  | {
      /** The post whose reviews are listed. */
      postId: Id
    }
) & {
  /** The page, from 1. */
  page?: number
  /** The page size (default 10). */
  limit?: number
  /** The sort; default newest first. */
  sort?: {
    /** The field to sort by: the creation date, the rating or the id. */
    param: 'createdAt' | 'rating' | 'id'
    /** Ascending or descending. */
    order: 'asc' | 'desc'
  }
}

/** Which page to find in another language: a CMS entity by id, else the path is switched as it is. */
export interface LanguageSwitch {
  /** The language to switch to. */
  language: Language
  /** The current path (with its language prefix); used when no id is given. */
  pathname: string
  /** The blog term the page shows. */
  termId?: Id
  /** The post or page the page shows. */
  postId?: Id
  /** The product the page shows. */
  productId?: Id
  /** The product category the page shows. */
  categoryId?: Id
}

/** The news list's state as JSON data, for handing a server-rendered list to the browser. */
export interface NewsListSnapshot {
  /** The loaded posts. */
  posts: Post[]
  /** The last loaded page. */
  page: number
  /** How many pages there are. */
  totalPages: number
}

/** The options of {@link ContentService.createNewsList}. */
export interface NewsListOptions {
  /** Posts with any of these term slugs (a blog category page). */
  termSlugs?: string[]
  /** Server-rendered state to start from without a request. */
  snapshot?: NewsListSnapshot
}

/** The news list 'Novosti': blog posts in pages of 5, newest first, with 'load more'. */
export interface NewsList {
  /** The loaded posts. */
  readonly $posts: ReadableAtom<Post[]>
  /** True while a page loads ('Učitavam...'). */
  readonly $loading: ReadableAtom<boolean>
  /** True while there are pages left to load (the 'load more' button shows). */
  readonly $hasMore: ReadableAtom<boolean>
  /** The error of the last load, or null. */
  readonly $error: ReadableAtom<SdkError | null>
  /** Loads the first page, replacing what was loaded. */
  load(): Promise<Result<void>>
  /** Appends the next page; resolves to null without a request when everything is loaded or a load runs. */
  loadMore(): Promise<Result<void> | null>
  /** The list's state as JSON data. */
  dehydrate(): NewsListSnapshot
}

/**
 * Blog posts and pages, terms, events, reviews, the slug finder and language switching of content pages.
 *
 * @remarks
 * Reads return results without notices (a missing post is for the page to show as 404); the news list
 * emits an error notice when a load fails.
 */
export interface ContentService {
  /** Lists posts (`POST post/filterStandard`), newest published first unless sorted otherwise. */
  filterPosts(query?: PostQuery, options?: CallOptions): Promise<Result<Paged<Post>>>
  /** Reads a post or page by slug (`GET post/get/slug/{slug}`), with its body. */
  getPost(slug: string, options?: CallOptions): Promise<Result<Post>>
  /** Creates the news list controller (pages of 5, load more). */
  createNewsList(options?: NewsListOptions): NewsList
  /** Lists blog terms through `GET term/filter`. */
  filterTerms(query?: TermQuery, options?: CallOptions): Promise<Result<Paged<Term>>>
  /** Lists blog terms through `POST term/filterStandard`. */
  filterTermsStandard(query?: TermQuery, options?: CallOptions): Promise<Result<Paged<Term>>>
  /** Reads a blog term by id or slug (`GET term/get/{id}`, `GET term/get/slug/{slug}`). */
  getTerm(idOrSlug: Id, options?: CallOptions): Promise<Result<Term>>
  /** Lists public events (`POST event/public/filter`). */
  filterEvents(query?: EventQuery, options?: CallOptions): Promise<Result<Paged<ShopEvent>>>
  /** Reads a public event (`GET event/public/get/{id}`). */
  getEvent(id: Id, options?: CallOptions): Promise<Result<ShopEvent>>
  /** Lists the approved reviews of a product, or the comments of a post (`POST comment/filterStandard`). */
  filterReviews(query: ReviewQuery, options?: CallOptions): Promise<Result<Paged<Review>>>
  /** Decides what a slug names (`GET finder/decide`): a post, page, term, product or category. */
  decideSlug(slug: string, types?: SlugType[], options?: CallOptions): Promise<Result<SlugMatch>>
  /** Searches slugs by words for the link builder (`GET finder/searchSlugs`). */
  searchSlugs(keywords: string, query?: { types?: SlugType[]; limit?: number }, options?: CallOptions): Promise<Result<SlugMatch[]>>
  /**
   * The path of the current page in another language: asked of `POST finder/getUrlOnLanguage` when the page
   * shows a CMS entity, else the same path under the other prefix ({@link pathInLanguage}).
   */
  pathOnLanguage(input: LanguageSwitch, options?: CallOptions): Promise<Result<string>>
}
