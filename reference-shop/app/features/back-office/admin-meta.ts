import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MetaArgs, MetaDescriptor } from 'react-router'
import { translateForPath } from '../routing/page-meta'

/** The admin screens' titles, by screen. */
export const ADMIN_TITLES = {
  consent: msg`Privole`,
  templates: msg`Predlošci stranica`,
  cache: msg`Predmemorija`,
} satisfies Record<string, MessageDescriptor>

/** An admin screen's meta: its title in the page's language with the area's name, and no indexing. */
export function adminMeta({ location }: Pick<MetaArgs, 'location'>, title: MessageDescriptor): MetaDescriptor[] {
  return [
    { title: `${translateForPath(location.pathname, title)} · ${translateForPath(location.pathname, msg`Administracija`)}` },
    { name: 'robots', content: 'noindex' },
  ]
}
