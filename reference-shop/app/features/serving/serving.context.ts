declare module 'react-router' {
  interface AppLoadContext {
    /**
     * Set by server.mjs: this response's Content-Security-Policy nonce, which every inline script must carry.
     * `react-router dev` sends no policy and sets none.
     */
    cspNonce?: string
    /** Set by server.mjs: the browser reached the shop over https (itself or through a proxy), so cookies get `Secure`. */
    https?: boolean
  }
}

export {}
