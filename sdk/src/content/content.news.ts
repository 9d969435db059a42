import { atom, computed } from 'nanostores'
import type { SdkError } from '../errors/errors.classes'
import { ok } from '../internal/result'
import type { Result } from '../result/result.types'
import type { ContentService, NewsList, NewsListOptions } from './content.types'

/** Spec §9: "News page size 5". */
export const NEWS_PAGE_SIZE = 5

/** Spec §9: news cards cut the excerpt at 141 characters. */
export const NEWS_EXCERPT_LENGTH = 141

/**
 * A news card's excerpt: the text cut at 141 characters plus dots (`...`) when it is longer, else unchanged.
 * Counts characters, not UTF-16 units, so a letter is never cut in half.
 */
export function newsExcerpt(text: string, length = NEWS_EXCERPT_LENGTH): string {
  const characters = [...text]
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : text
}

export function createNewsList(
  deps: { content: Pick<ContentService, 'filterPosts'>; onError(error: SdkError): void },
  options: NewsListOptions = {},
): NewsList {
  const { snapshot } = options
  const $posts = atom(snapshot?.posts ?? [])
  const $loading = atom(false)
  const $error = atom<SdkError | null>(null)
  // Pages loaded and pages there are; 0 of 0 before the first load.
  const $paging = atom({ page: snapshot?.page ?? 0, totalPages: snapshot?.totalPages ?? 0 })
  let seq = 0

  async function fetchPage(page: number): Promise<Result<void>> {
    const id = ++seq
    $loading.set(true)
    const result = await deps.content.filterPosts({
      postTypeSlugs: ['post'],
      ...(options.termSlugs ? { termSlugs: options.termSlugs } : {}),
      page,
      limit: NEWS_PAGE_SIZE,
      sort: { param: 'published_at', order: 'desc' },
    })
    // A reload started meanwhile: its answer decides.
    if (id !== seq) return ok(undefined)
    $loading.set(false)
    if (!result.ok) {
      $error.set(result.error)
      deps.onError(result.error)
      return result
    }
    $error.set(null)
    $posts.set(page === 1 ? result.data.records : [...$posts.get(), ...result.data.records])
    $paging.set({ page, totalPages: result.data.totalPages })
    return ok(undefined)
  }

  return {
    $posts,
    $loading,
    $hasMore: computed($paging, (paging) => paging.page < paging.totalPages),
    $error,
    load: () => fetchPage(1),
    async loadMore() {
      const { page, totalPages } = $paging.get()
      if ($loading.get() || page >= totalPages) return null
      return fetchPage(page + 1)
    },
    dehydrate: () => ({ posts: $posts.get(), ...$paging.get() }),
  }
}
