import type { ApiService, CallOptions, Http, HttpMethod, ResponseSchema } from '../http/http.types'
import type { Result } from '../result/result.types'

/** Sends one call to a service: `input` becomes the query of a GET and the JSON body of anything else. */
export type ServiceCall = <T>(method: HttpMethod, path: string, schema: ResponseSchema<T>, input?: object, options?: CallOptions) => Promise<Result<T>>

/** The call function of one backend service, so services describe their calls in one line each. */
export function serviceCall(http: Http, service: ApiService): ServiceCall {
  return (method, path, schema, input, options) =>
    http.request({
      method,
      service,
      path,
      schema,
      ...(method === 'GET' ? { query: input as Record<string, string | number | boolean | undefined> } : { body: input }),
      ...(options?.signal ? { signal: options.signal } : {}),
    })
}
