import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './cli.args'

describe('parseCliArgs', () => {
  it('defaults to port 4010, 127.0.0.1 and .data/sandbox.sqlite under the working folder', () => {
    expect(parseCliArgs([], {}, '/srv/shop')).toEqual({
      port: 4010,
      host: '127.0.0.1',
      db: '/srv/shop/.data/sandbox.sqlite',
      seed: undefined,
      allowedOrigins: [],
      control: true,
      controlKey: undefined,
      fresh: false,
      help: false,
    })
  })

  it('takes the control key from --control-key or SANDBOX_CONTROL_KEY, and refuses a short one', () => {
    expect(parseCliArgs([], { SANDBOX_CONTROL_KEY: 'k'.repeat(16) }, '/')).toMatchObject({ controlKey: 'k'.repeat(16) })
    expect(parseCliArgs(['--control-key', 'f'.repeat(20)], { SANDBOX_CONTROL_KEY: 'k'.repeat(16) }, '/')).toMatchObject({ controlKey: 'f'.repeat(20) })
    expect(() => parseCliArgs(['--control-key', 'short'], {}, '/')).toThrow('The control key must have at least 16 characters.')
  })

  it('reads SANDBOX_PORT and SANDBOX_SEED, and flags win over them', () => {
    expect(parseCliArgs([], { SANDBOX_PORT: '4020', SANDBOX_SEED: 'large' }, '/')).toMatchObject({ port: 4020, seed: 'large' })
    expect(parseCliArgs(['--port', '4999', '--seed', 'demo'], { SANDBOX_PORT: '4020', SANDBOX_SEED: 'large' }, '/')).toMatchObject({ port: 4999, seed: 'demo' })
  })

  it('collects repeated --allowed-origin flags and keeps :memory: as it is', () => {
    expect(
      parseCliArgs(['--allowed-origin', 'https://a.example', '--allowed-origin', 'https://b.example', '--db', ':memory:', '--no-control'], {}, '/'),
    ).toMatchObject({
      allowedOrigins: ['https://a.example', 'https://b.example'],
      db: ':memory:',
      control: false,
    })
  })

  it.each([
    [['--port', 'abc'], 'Invalid port: abc'],
    [['--port', '70000'], 'Invalid port: 70000'],
    [['--seed', 'huge'], 'Invalid seed: huge (use demo or large)'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCliArgs(argv, {}, '/')).toThrow(message)
  })

  it('refuses unknown flags', () => {
    expect(() => parseCliArgs(['--prot', '1'], {}, '/')).toThrow()
  })
})
