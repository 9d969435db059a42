import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadCatalog } from './features/i18n/catalogs'
import { splitLanguage } from './features/routing/pages'

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
