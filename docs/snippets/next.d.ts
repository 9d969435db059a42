// The part of Next.js's API (App Router, next 15 and 16) that docs/guides/ssr-nextjs.md uses, with the signatures of
// next's own declarations. Next.js is no dependency of this repository; scripts/lib/doc-snippets.mjs checks the
// guide against these only while `next` is not installed, and against the real package when it is.
declare module 'next/server' {
  /** An incoming request in a proxy (middleware) or route handler: a web `Request` with parsed cookies. */
  export class NextRequest extends Request {
    readonly nextUrl: URL
  }
  /** The response of a proxy (middleware) or route handler. */
  export class NextResponse<Body = unknown> extends Response {
    /** Continues the request; `request.headers` replaces the headers the rest of the app (pages, layouts) sees. */
    static next(init?: { headers?: HeadersInit; request?: { headers?: Headers } }): NextResponse
    static redirect(url: string | URL, init?: number | ResponseInit): NextResponse
    static json<JsonBody>(body: JsonBody, init?: ResponseInit): NextResponse<JsonBody>
  }
}

declare module 'next/headers' {
  /** The request's headers in a Server Component, Server Action or route handler (read-only). */
  export function headers(): Promise<Headers>
}
