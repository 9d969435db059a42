// Types of compression.mjs (plain JavaScript, run by node as the shop's server) for the TypeScript tests.
export const MIN_COMPRESSIBLE_BYTES: number
export const DYNAMIC_BROTLI_QUALITY: number
export const DYNAMIC_GZIP_LEVEL: number
export const STREAM_BROTLI_WINDOW_BITS: number
export const COMPRESSIBLE_EXTENSIONS: string[]
export function isCompressibleType(contentType: string | null | undefined): boolean
export function negotiateEncoding(acceptEncoding: string | null | undefined): 'br' | 'gzip' | null
export function shouldCompress(response: Response): boolean
export function worthCompressing(headers: Headers, length: number | null): boolean
export function varyOnAcceptEncoding(headers: Headers): void
export function compressResponse(response: Response, encoding: 'br' | 'gzip'): Response
export function compressBytes(bytes: Uint8Array, encoding: 'br' | 'gzip'): Buffer
export function compressedHeaders(original: HeadersInit, encoding: 'br' | 'gzip'): Headers
export function compressStream(body: ReadableStream<Uint8Array>, encoding: 'br' | 'gzip'): ReadableStream<Uint8Array>
