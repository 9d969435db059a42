import { browserCookieStorage, createStorefront } from '@vitrina/sdk'
import { StorefrontProvider } from '@vitrina/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'

// One SDK instance per browser tab. The cart session lives in cookies, so it survives a reload.
const shop = createStorefront({
  apiUrl: import.meta.env.VITE_VITRINA_API_URL,
  apiKey: import.meta.env.VITE_VITRINA_API_KEY,
  siteId: import.meta.env.VITE_VITRINA_SITE_ID,
  storeId: import.meta.env.VITE_VITRINA_STORE_ID,
  storage: browserCookieStorage(),
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StorefrontProvider storefront={shop}>
      <App categorySlug={new URLSearchParams(location.search).get('category') ?? 'igracke'} />
    </StorefrontProvider>
  </StrictMode>,
)
