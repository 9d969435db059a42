import { NetworkError, SdkError } from '../errors/errors.classes'
import { fail, ok } from '../internal/result'
import type { Result } from '../result/result.types'
import { BACK_OFFICE_MESSAGE_KEYS } from '../back-office/back-office.messages.keys'
import type { MediaBucketTransport } from './media.library.types'

const aborted = (url: string) => fail<void>(new SdkError({ code: 'ABORTED', status: 0, message: `The upload to ${url} was aborted` }))

const refused = (status: number) =>
  fail<void>(
    new SdkError({ code: 'HTTP_ERROR', status, message: `Storage refused the upload (${status})`, messageKey: BACK_OFFICE_MESSAGE_KEYS.uploadToBucketFailed }),
  )

/**
 * The storage transport of a browser: `XMLHttpRequest`, the one browser API that reports upload progress. Where
 * there is none (Node, a worker), `fetch`, which reports the whole file once it has arrived.
 *
 * @param fetchImpl - The `fetch` to use without `XMLHttpRequest`; the global one by default.
 */
export function defaultBucketTransport(fetchImpl: typeof fetch = (...args) => fetch(...args)): MediaBucketTransport {
  return typeof XMLHttpRequest === 'function' ? xhrBucketTransport() : fetchBucketTransport(fetchImpl)
}

function xhrBucketTransport(): MediaBucketTransport {
  return {
    put: (url, bytes, { signal, onProgress }) =>
      new Promise<Result<void>>((resolve) => {
        if (signal.aborted) return resolve(aborted(url))
        const request = new XMLHttpRequest()
        const stop = () => request.abort()
        signal.addEventListener('abort', stop, { once: true })
        const settle = (result: Result<void>) => {
          signal.removeEventListener('abort', stop)
          resolve(result)
        }
        request.upload.onprogress = (event) => onProgress(event.loaded)
        request.onload = () => settle(request.status >= 200 && request.status < 300 ? ok(undefined) : refused(request.status))
        request.onerror = () =>
          settle(
            fail(
              new NetworkError({ code: 'NETWORK_ERROR', message: `The upload to ${url} failed`, messageKey: BACK_OFFICE_MESSAGE_KEYS.uploadToBucketFailed }),
            ),
          )
        request.onabort = () => settle(aborted(url))
        request.open('PUT', url)
        request.setRequestHeader('Content-Type', 'application/octet-stream')
        request.send(bytes)
      }),
  }
}

function fetchBucketTransport(fetchImpl: typeof fetch): MediaBucketTransport {
  return {
    async put(url, bytes, { signal, onProgress }) {
      try {
        const response = await fetchImpl(url, { method: 'PUT', body: bytes, headers: { 'Content-Type': 'application/octet-stream' }, signal })
        if (!response.ok) return refused(response.status)
        onProgress(bytes.byteLength)
        return ok(undefined)
      } catch (cause) {
        if (signal.aborted) return aborted(url)
        return fail(
          new NetworkError({ code: 'NETWORK_ERROR', message: `The upload to ${url} failed`, messageKey: BACK_OFFICE_MESSAGE_KEYS.uploadToBucketFailed, cause }),
        )
      }
    },
  }
}
