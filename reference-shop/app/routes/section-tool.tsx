import { data } from 'react-router'
import { SectionToolPage } from '../features/dev-tools/section-tool-page'

/** `/section-tool` (and `/sl/section-tool`): registered by routes.ts only in builds with the development tools. */
export function loader() {
  if (!__VITRINA_DEV_TOOLS__) throw data(null, { status: 404 })
  return null
}

export const meta = () => [{ name: 'robots', content: 'noindex' }]

export default function SectionToolRoute() {
  return <SectionToolPage />
}
