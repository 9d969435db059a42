import { createContentService } from '@vitrina/sdk'
import type { Id, MediaItem } from '@vitrina/sdk'
import { data } from 'react-router'
import { failure } from '../content/content.server'
import { mediaOriginOf, sanitizePostBody } from '../content/post-body.server'
import { requestStorefront, storefrontCookieHeaders, type LoaderInput } from '../storefront/storefront.server'

/** The CMS post type of the branch offices: one post per branch. */
export const BRANCH_POST_TYPE = 'poslovnice'

/** More branches than a shop of this kind will ever have; the list has no paging. */
const BRANCH_LIMIT = 100

/** A branch office as the CMS keeps it: the post's title is its name, the excerpt its address, the body the rest. */
export interface BranchOffice {
  id: Id
  name: string
  address: string
  /** The body with the address, phone and work hours, sanitised. */
  detailsHtml: string
  media: MediaItem | null
}

/**
 * A body's headings one level down: on the list the branch's name is the level-2 heading, so the body's
 * 'Radno vrijeme' (h2) becomes h3. The sanitised HTML has no attributes on headings, so plain tags suffice.
 */
function demoteHeadings(html: string): string {
  return html.replace(/<(\/?)h3>/g, '<$1h4>').replace(/<(\/?)h2>/g, '<$1h3>')
}

/**
 * `/nase-poslovnice`: the branch offices, the posts of type `poslovnice` (`post/filterStandard` with
 * `postTypeSlugs`, full display for the bodies), by name. Bodies are sanitised here, on the server.
 */
export async function loadBranchesPage({ request, context }: LoaderInput) {
  const storefront = requestStorefront(request, context)
  const found = await createContentService(storefront.shop).filterPosts({
    postTypeSlugs: [BRANCH_POST_TYPE],
    display: 'full',
    limit: BRANCH_LIMIT,
    sort: { param: 'title', order: 'asc' },
  })
  if (!found.ok) failure(storefront, found.error)
  const mediaOrigin = mediaOriginOf(storefront.shop)
  const branches = found.data.records.map(
    (post): BranchOffice => ({
      id: post.id,
      name: post.title,
      address: post.excerpt,
      detailsHtml: demoteHeadings(sanitizePostBody(post.body ?? '', { mediaOrigin })),
      media: post.media ?? null,
    }),
  )
  return data({ branches }, { headers: storefrontCookieHeaders(storefront) })
}
