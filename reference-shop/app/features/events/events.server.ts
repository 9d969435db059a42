import { createContentService } from '@vitrina/sdk'
import type { ShopEvent } from '@vitrina/sdk'
import { data } from 'react-router'
import { failure } from '../content/content.server'
import { postBodyHtml } from '../content/post-body.server'
import { splitLanguage } from '../routing/pages'
import { requestStorefront, storefrontCookieHeaders, type LoaderInput } from '../storefront/storefront.server'
import { formatEventTime } from './event-date'

/** What the event screen shows: the event without its raw body, its sanitised body and its time in words. */
export interface EventPageData {
  event: Omit<ShopEvent, 'body'>
  bodyHtml: string
  /** The date and time range in the page's language (see {@link formatEventTime}). */
  when: string
}

/**
 * `/dogadjaj/{id}` (`/en/event/{id}` ...): a public event by its numeric id (`event/public/get`). A missing or
 * non-numeric id, or one the backend does not know, is the shop's 404; the description is sanitised here.
 */
export async function loadEventPage({ request, context }: LoaderInput, id: string | undefined) {
  const storefront = requestStorefront(request, context)
  // Only digits: `/dogadjaj/abc` or `/dogadjaj/1.5` names no event, and needs no call to say so.
  if (!id || !/^[1-9]\d*$/.test(id)) throw data(null, { status: 404, headers: storefrontCookieHeaders(storefront) })
  const found = await createContentService(storefront.shop).getEvent(id)
  if (!found.ok) failure(storefront, found.error)
  const { body, ...event } = found.data
  const { language } = splitLanguage(new URL(request.url).pathname)
  const page: EventPageData = {
    event,
    bodyHtml: postBodyHtml(storefront.shop, body),
    when: formatEventTime(event.startsAt, event.endsAt, language),
  }
  return data(page, { headers: storefrontCookieHeaders(storefront) })
}
