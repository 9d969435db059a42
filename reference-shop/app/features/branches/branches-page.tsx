import { Trans, useLingui } from '@lingui/react/macro'
import { ContentImage } from '../content/content-image'
import { Breadcrumb } from '../layout/breadcrumb'
import { PinIcon } from '../layout/icons'
import type { BranchOffice } from './branches.server'

/** How wide a branch's image is drawn: one column on phones, two from 768 px, three from 1280 px (of at most 1440). */
const BRANCH_IMAGE_SIZES = '(min-width: 1440px) 443px, (min-width: 1280px) 31vw, (min-width: 768px) 46vw, 92vw'

/** `/nase-poslovnice` (linked from the header's top bar): each branch office with its image, name, address and details. */
export function BranchesPage({ branches }: { branches: BranchOffice[] }) {
  const { t } = useLingui()
  const title = t`Naše poslovnice`
  return (
    <div className="wrapper py-8 lg:py-10">
      <Breadcrumb title={title} />
      <h1 className="mt-4 font-display text-3xl font-extrabold text-ink-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-2xl text-ink-600">
        <Trans>Posjetite nas: u svakoj poslovnici dočekat će vas savjetnici koji vam rado pokažu opremu i odgovore na pitanja.</Trans>
      </p>
      {branches.length === 0 ? (
        <p className="mt-8 rounded-3xl bg-white p-10 text-center font-semibold text-ink-600 ring-1 ring-cream-200">
          <Trans>Popis poslovnica trenutačno nije dostupan.</Trans>
        </p>
      ) : (
        <ul className="mt-8 grid gap-6 tablet:grid-cols-2 xl:grid-cols-3" aria-label={title}>
          {branches.map((branch, index) => (
            <li key={branch.id}>
              <article aria-labelledby={`branch-${branch.id}`} className="flex h-full flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-cream-200">
                <ContentImage
                  media={branch.media}
                  alt={branch.name}
                  width={640}
                  height={360}
                  sizes={BRANCH_IMAGE_SIZES}
                  loading={index === 0 ? 'priority' : index < 3 ? 'eager' : 'lazy'}
                  className="aspect-video w-full"
                />
                <div className="flex flex-1 flex-col gap-3 p-5">
                  <h2 id={`branch-${branch.id}`} className="font-display text-xl font-bold text-ink-900">
                    {branch.name}
                  </h2>
                  {/* The address, unless the details already start with it (as the seeded bodies do). */}
                  {branch.address && !branch.detailsHtml.includes(branch.address) && (
                    <p className="flex items-start gap-2 font-semibold text-ink-800">
                      <PinIcon className="mt-0.5 size-4 shrink-0 text-rose-500" />
                      {branch.address}
                    </p>
                  )}
                  <div
                    className="space-y-2 text-sm text-ink-600 [&_a]:text-rose-600 [&_a]:underline [&_h3]:font-bold [&_h3]:text-ink-800 [&_strong]:text-ink-800 [&_ul]:space-y-1"
                    data-testid="branch-details"
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by sanitizePostBody (post-body.server.ts): only a CMS body's tags survive.
                    dangerouslySetInnerHTML={{ __html: branch.detailsHtml }}
                  />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
