const loading = new Map<string, Promise<unknown>>()

/**
 * Loads a provider's script into the page (PayPal's buttons, the captcha) and resolves with the global `name` it
 * defines: once per `src` and page (an already defined global answers at once), and a failed load is forgotten, so
 * the next call tries again.
 */
export function loadProviderScript<K extends keyof Window>(src: string, doc: Document, name: K): Promise<NonNullable<Window[K]>> {
  const defined = () => doc.defaultView?.[name] as NonNullable<Window[K]> | undefined
  const loaded = defined()
  if (loaded) return Promise.resolve(loaded)
  let promise = loading.get(src) as Promise<NonNullable<Window[K]>> | undefined
  if (!promise) {
    promise = new Promise<NonNullable<Window[K]>>((resolve, reject) => {
      const script = doc.createElement('script')
      script.src = src
      script.async = true
      script.onload = () => {
        const value = defined()
        if (value) resolve(value)
        else reject(new Error(`${src} loaded but defined no window.${String(name)}`))
      }
      script.onerror = () => reject(new Error(`${src} did not load`))
      doc.head.append(script)
    }).catch((error: unknown) => {
      loading.delete(src)
      throw error
    })
    loading.set(src, promise)
  }
  return promise
}
