import { http, HttpResponse } from 'msw'
import * as fixtures from './contract.fixtures'
import { API } from './msw'

const languageOf = (request: Request): string => request.headers.get('x-gaussbox-language') ?? 'hr'

/** MSW handlers answering like the contract's sandbox for the site-configuration calls. */
export function siteHandlers(options: { maintenanceMode?: string; cartAdditionBehaviour?: string; redis?: string } = {}) {
  return [
    http.post(`${API}/api/v2/master/domainDetect`, () => HttpResponse.json({ data: fixtures.siteConfig() })),
    http.get(`${API}/api/v1/master/commons/languages`, ({ request }) => HttpResponse.json({ data: fixtures.languages(languageOf(request)) })),
    http.get(`${API}/api/v1/master/commons/countries`, ({ request }) => {
      const language = new URL(request.url).searchParams.get('language') ?? languageOf(request)
      return HttpResponse.json({ data: fixtures.countries(language) })
    }),
    http.get(`${API}/api/v2/ecommerce/settings/getCheckoutSettings`, () => HttpResponse.json({ data: fixtures.checkoutSettings() })),
    http.get(`${API}/api/v2/ecommerce/settings/getCurrencyConfig`, () => HttpResponse.json({ data: fixtures.currencyConfig() })),
    http.post(`${API}/api/v1/cms/element/getByHandlers`, async ({ request }) => {
      const { handlers } = (await request.json()) as { handlers: string[] }
      const known = ['header-section', 'footer-section', 'cookie-section']
      return HttpResponse.json({ data: handlers.filter((handler) => known.includes(handler)).map((handler) => fixtures.element(handler, languageOf(request))) })
    }),
    http.get(`${API}/api/v1/cms/navigation/tree/:id`, ({ params, request }) => {
      const id = String(params.id)
      if (!['main', 'footer1', 'footer2', 'footer3', 'footer4'].includes(id)) {
        return HttpResponse.json({ message: 'Navigation tree not found.', statusCode: 404 }, { status: 404 })
      }
      return HttpResponse.json({ data: fixtures.navigationTree(id, languageOf(request)) })
    }),
    http.get(`${API}/api/v1/cms/option/filter`, () => HttpResponse.json({ data: fixtures.optionRecords(options) })),
    http.get(`${API}/api/v1/cms/pipeline/hasRunningPipeline`, () => HttpResponse.json({ data: { hasRunningPipeline: false } })),
    http.post(`${API}/api/v1/cms/redirect/addFailedRequest`, async ({ request }) => {
      const { path } = (await request.json()) as { path: string }
      if (typeof path !== 'string' || !path.startsWith('/')) {
        return HttpResponse.json({ message: 'path must be a string starting with "/".', statusCode: 400 }, { status: 400 })
      }
      return HttpResponse.json({ data: { path, count: 1 } })
    }),
  ]
}
