import { data } from 'react-router'
import { NotFoundPage } from '../features/errors/not-found-page'

/** Any path no page claims. Throwing makes the document answer 404 and renders the language layout's boundary. */
export function loader(): never {
  throw data(null, { status: 404 })
}

export function clientLoader(): never {
  throw data(null, { status: 404 })
}

export default function NotFoundRoute() {
  return <NotFoundPage />
}
