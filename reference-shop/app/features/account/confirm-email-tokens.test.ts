import { describe, expect, it } from 'vitest'
import { confirmEmailTokensOf } from './confirm-email-tokens'

function thrownBy(run: () => unknown): unknown {
  try {
    run()
  } catch (thrown) {
    return thrown
  }
  return undefined
}

describe('confirmEmailTokensOf', () => {
  it('reads the registration’s and the form’s token from the query', () => {
    expect(confirmEmailTokensOf('http://shop.test/potvrdi-email?verificationToken=abc')).toEqual({ verificationToken: 'abc', token: null })
    expect(confirmEmailTokensOf('http://shop.test/en/confirm-email?token=%20xyz%20')).toEqual({ verificationToken: null, token: 'xyz' })
  })

  it.each(['', '?token=', '?verificationToken=%20', '?other=1'])('throws a 404 without a token (%s)', (search) => {
    const thrown = thrownBy(() => confirmEmailTokensOf(`http://shop.test/potvrdi-email${search}`))
    expect(thrown).toMatchObject({ init: { status: 404 } })
  })
})
