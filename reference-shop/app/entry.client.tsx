import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { reloadOnChunkErrors } from './features/errors/chunk-reload'
import { loadCatalog } from './features/i18n/catalogs'
import { splitLanguage } from './features/routing/pages'

// Before anything loads a chunk: one that fails after a deploy reloads the page (at most once per 60 s).
reloadOnChunkErrors(window)

// The page's catalog must be in memory before hydration so the first client render shows the same text as the server's.
void loadCatalog(splitLanguage(window.location.pathname).language).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})
