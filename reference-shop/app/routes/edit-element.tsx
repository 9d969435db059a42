import type { Route } from './+types/edit-element'
import { saveElementAction } from '../features/edit-mode/edit-element.server'

/** `POST /__edit/element`: edit mode's save of a page-shell element (see edit-element.server.ts). No page. */
export function action(args: Route.ActionArgs) {
  return saveElementAction(args)
}
