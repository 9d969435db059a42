import { Trans } from '@lingui/react/macro'
import { useLanguage } from '@vitrina/react'
import { formatPrice } from '@vitrina/sdk'
import { ArticleImage } from '../content/content-image'
import { Breadcrumb } from '../layout/breadcrumb'
import { PinIcon } from '../layout/icons'
import type { EventPageData } from './events.server'

const isWebAddress = (text: string) => /^https?:\/\//i.test(text)

/**
 * `/dogadjaj/{id}`: an event (workshop, lecture, fair) with its title, date and time range in the page's
 * language, place, entry price, image and description (the HTML body, sanitised on the server).
 */
export function EventPage({ event, bodyHtml, when }: EventPageData) {
  const { language } = useLanguage()
  const place = [event.location, event.address].filter((part): part is string => !!part && !isWebAddress(part)).join(', ')
  const onlineAddress = event.address && isWebAddress(event.address) ? event.address : undefined
  return (
    <article className="wrapper py-8 lg:py-10">
      <Breadcrumb title={event.title} />
      <header className="mt-4 max-w-3xl">
        <p className="text-sm font-bold uppercase tracking-wide text-rose-600">
          <Trans>Događaj</Trans>
        </p>
        <h1 className="mt-2 font-display text-3xl font-extrabold text-ink-900 sm:text-4xl">{event.title}</h1>
        <dl className="mt-5 grid gap-3 rounded-3xl bg-white p-5 text-ink-800 ring-1 ring-cream-200 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="font-semibold text-ink-600">
            <Trans>Kada</Trans>
          </dt>
          <dd>
            <time dateTime={event.startsAt}>{when}</time>
          </dd>
          {(place || onlineAddress) && (
            <>
              <dt className="font-semibold text-ink-600">
                <Trans>Gdje</Trans>
              </dt>
              <dd className="flex items-start gap-2">
                <PinIcon className="mt-0.5 size-4 shrink-0 text-rose-500" />
                <span>
                  {place}
                  {onlineAddress && (
                    <>
                      {place && ' · '}
                      <a href={onlineAddress} rel="noopener noreferrer" target="_blank" className="font-semibold text-rose-600 underline underline-offset-2">
                        <Trans>Poveznica na događaj</Trans>
                      </a>
                    </>
                  )}
                </span>
              </dd>
            </>
          )}
          {event.price !== undefined && (
            <>
              <dt className="font-semibold text-ink-600">
                <Trans>Kotizacija</Trans>
              </dt>
              <dd>{event.price > 0 ? formatPrice(event.price, { language }) : <Trans>Besplatno</Trans>}</dd>
            </>
          )}
        </dl>
      </header>
      {event.media && <ArticleImage media={event.media} alt={event.title} />}
      <div
        className="mt-6 max-w-3xl space-y-4 text-ink-800 [&_a]:text-rose-600 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
        data-testid="event-body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by sanitizePostBody (post-body.server.ts): only a CMS body's tags survive.
        dangerouslySetInnerHTML={{ __html: bodyHtml }}
      />
    </article>
  )
}
