import { describe, expectTypeOf, it } from 'vitest'
import type { SdkError } from '../errors/errors.classes'
import type { SiteOptions } from '../site/site.types'
import type { Result } from './result.types'

describe('Result', () => {
  it('narrows to its data when ok is true and to its error when ok is false', () => {
    const result = {} as Result<SiteOptions>
    if (result.ok) {
      expectTypeOf(result.data).toEqualTypeOf<SiteOptions>()
      expectTypeOf(result).not.toHaveProperty('error')
    } else {
      expectTypeOf(result.error).toEqualTypeOf<SdkError>()
      expectTypeOf(result).not.toHaveProperty('data')
    }
  })

  it('is exactly the union of the two outcomes', () => {
    expectTypeOf<Result<number>>().toEqualTypeOf<{ ok: true; data: number } | { ok: false; error: SdkError }>()
    expectTypeOf<Extract<Result<number>, { ok: true }>['data']>().toEqualTypeOf<number>()
  })
})
