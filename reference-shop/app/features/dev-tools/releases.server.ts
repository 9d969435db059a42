import { createStorefront, memoryStorage, type Storefront } from '@vitrina/sdk'
import { createDevToolsService } from '@vitrina/sdk/dev-tools'
import type { AppLoadContext } from 'react-router'
import { sanitizePostBody } from '../content/post-body.server'
import { storefrontConfigFrom } from '../storefront/storefront.config'
import type { ReleaseNotesAnswer } from './releases.types'

/**
 * The GitLab project and branches of the core whose releases the notes show: `VITRINA_GITLAB_PROJECT_ID` (default
 * 4127, the sandbox's `vitrina-core`), its `main` branch, and `develop` in dev mode.
 */
function releaseSource(devMode: boolean) {
  const id = Number(process.env.VITRINA_GITLAB_PROJECT_ID ?? 4127)
  return { gitlabProjectId: id, gitlabBranch: devMode ? 'develop' : 'main' }
}

// One instance for the server process, not one per request as the pages have: release notes are the same for every
// visitor and hold nobody's data, and the SDK keeps them for about 5 minutes (spec §9) on the instance that fetched
// them. Keyed by backend, should the development server's environment change.
const instances = new Map<string, Storefront>()

function releaseTools(context: AppLoadContext) {
  const config = storefrontConfigFrom(context)
  const key = `${config.apiUrl} ${config.apiKey}`
  let shop = instances.get(key)
  if (!shop) {
    shop = createStorefront({ ...config, storage: memoryStorage() })
    instances.set(key, shop)
  }
  return createDevToolsService(shop)
}

/**
 * The release notes for the releases modal (back-office spec §2 "Releases/changelog modal"), with every
 * `description_html` run through the shop's CMS sanitiser on the server, so a release note's script, event handler or
 * `javascript:` link never reaches the page. A failed fetch answers 502 with its message, which the modal toasts (§8).
 */
export async function releaseNotes(request: Request, context: AppLoadContext): Promise<Response> {
  const devMode = new URL(request.url).searchParams.get('devMode') === '1'
  const releases = await releaseTools(context).releases(releaseSource(devMode), { signal: request.signal })
  const answer: ReleaseNotesAnswer = releases.ok
    ? {
        releases: releases.data.map((release) => ({
          tag: release.tag_name,
          name: release.name ?? null,
          releasedAt: release.released_at ?? null,
          html: sanitizePostBody(release.description_html),
        })),
      }
    : {
        message:
          ('serverMessage' in releases.error && typeof releases.error.serverMessage === 'string' && releases.error.serverMessage) || releases.error.message,
      }
  return Response.json(answer, { status: releases.ok ? 200 : 502, headers: { 'Cache-Control': 'no-store' } })
}
