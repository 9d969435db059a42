import { Hono } from 'hono'
import type { SandboxEnv } from '../http/http.env'
import { cmsMediaRoutes } from '../media/media.cms.routes'
import { consentAssignmentRoutes } from '../privacy/consent-assignment.routes'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { wishlistRoutes } from '../wishlist/wishlist.routes'
import { commentRoutes } from './comment.routes'
import { contactRoutes } from './contact.routes'
import { elementRoutes } from './element.routes'
import { eventRoutes } from './event.routes'
import { finderRoutes } from './finder.routes'
import { formConfirmationRoutes } from './form.confirmation.routes'
import { formRoutes } from './form.routes'
import { linkRoutes } from './link.routes'
import { navigationRoutes } from './navigation.routes'
import { newsletterRoutes } from './newsletter.routes'
import { optionRoutes } from './option.routes'
import { postTypeRoutes } from './post-type.routes'
import { postRoutes } from './post.routes'
import { redirectRoutes } from './redirect.routes'
import { termRoutes } from './term.routes'

/** Every `api/v1/cms/*` route. */
export function cmsRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.route('/', elementRoutes(context))
  routes.route('/', navigationRoutes(context))
  routes.route('/', optionRoutes(context))
  routes.route('/', redirectRoutes(context))
  routes.route('/', postRoutes(context))
  routes.route('/', postTypeRoutes(context))
  routes.route('/', linkRoutes(context))
  routes.route('/', termRoutes(context))
  routes.route('/', commentRoutes(context))
  routes.route('/', finderRoutes(context))
  routes.route('/event', eventRoutes(context))
  routes.route('/wishlist', wishlistRoutes(context))
  routes.route('/media', cmsMediaRoutes(context))
  routes.route('/', formConfirmationRoutes(context))
  routes.route('/', formRoutes(context))
  routes.route('/', contactRoutes(context))
  routes.route('/', newsletterRoutes(context))
  routes.route('/', consentAssignmentRoutes(context))
  return routes
}
