import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { messageIds } from '../../../message-ids'

/** A module as `lingui compile --typescript` writes it. */
function compiled(messages: Record<string, unknown>): string {
  return `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))})as Messages;`
}

/** What a module exports as `messages`, evaluated. */
function exported(code: string): unknown {
  return new Function(`${code.replace('export const messages =', 'return')}`)()
}

type Hook = (this: unknown, ...args: unknown[]) => unknown
const call = (plugin: Plugin, hook: 'buildStart' | 'transform' | 'generateBundle', context: unknown, ...args: unknown[]) =>
  (plugin[hook] as Hook).call(context, ...args)

describe('messageIds (the build names texts by number)', () => {
  let dir: string
  let plugin: Plugin

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'message-ids-'))
    for (const [language, texts] of [
      ['hr', ['Košarica', 'Prijava', 'Lozinka']],
      ['en', ['Cart', 'Login', 'Password']],
    ] as const) {
      mkdirSync(join(dir, language))
      writeFileSync(join(dir, language, 'messages.ts'), compiled({ AAAAAA: [texts[0]], 'BB+/BB': [texts[1]] }))
      // The area shares one text with every page's catalog and has one of its own and one with an id given by hand.
      writeFileSync(join(dir, language, 'account.ts'), compiled({ 'BB+/BB': [texts[1]], CCCCCC: [texts[2]], 'admin.saved': ['!'] }))
    }
    plugin = messageIds({ localesDir: dir, sourceLocale: 'hr', catalogs: ['messages', 'account'] })
    call(plugin, 'buildStart', {})
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it("writes every page's catalog as an array in its own order, and an area's by number with its own ids kept", () => {
    const shop = call(plugin, 'transform', {}, compiled({ AAAAAA: ['Cart'], 'BB+/BB': ['Login'] }), '/r/reference-shop/app/locales/en/messages.ts') as {
      code: string
    }
    expect(exported(shop.code)).toEqual([['Cart'], ['Login']])
    const area = call(
      plugin,
      'transform',
      {},
      compiled({ 'BB+/BB': ['Login'], CCCCCC: ['Password'], 'admin.saved': ['!'] }),
      '/r/reference-shop/app/locales/en/account.ts',
    ) as {
      code: string
    }
    expect(exported(area.code)).toEqual({ 1: ['Login'], 2: ['Password'], 'admin.saved': ['!'] })
  })

  it("names the texts by number in the shop's code, and leaves other strings and other packages alone", () => {
    const code = 'i18n._({ id: "BB+/BB" }); jsx(Trans, { id: `CCCCCC` }); const x = { id: "ZZZZZZ", name: "AAAAAA" }'
    const shop = call(plugin, 'transform', {}, code, '/r/reference-shop/app/features/layout/header.tsx') as { code: string }
    expect(shop.code).toBe('i18n._({ id:"1" }); jsx(Trans, { id:"2" }); const x = { id: "ZZZZZZ", name: "AAAAAA" }')
    expect(call(plugin, 'transform', {}, code, '/r/node_modules/x/index.js')).toBeNull()
  })

  it('fails the build when a chunk still names a text by its hash, or a catalog has a text the source language lacks', () => {
    const errors: string[] = []
    const context = { error: (message: string) => errors.push(message) }
    call(plugin, 'generateBundle', context, {}, { a: { type: 'chunk', fileName: 'assets/a.js', code: 'const t = {id:"1"}' } })
    expect(errors).toEqual([])
    call(plugin, 'generateBundle', context, {}, { b: { type: 'chunk', fileName: 'assets/b.js', code: 'lookup(`AAAAAA`)' } })
    expect(errors).toEqual([expect.stringContaining('assets/b.js still names the text "AAAAAA"')])
    expect(() => call(plugin, 'transform', {}, compiled({ DDDDDD: ['?'] }), '/r/reference-shop/app/locales/en/account.ts')).toThrow(/"DDDDDD".*lingui extract/)
  })

  it("leaves out of the browser's catalogs the texts that only server modules name, keeping the numbers", async () => {
    for (const name of ['messages', 'account']) writeFileSync(join(dir, 'hr', `${name}.po`), '')
    const po = {
      parse: () => ({
        // Only a server module names "Košarica"; "Prijava" a server module and a page's; "Lozinka" a page's.
        AAAAAA: { origin: [['app/features/routing/page-descriptions.server.ts', null]] as const },
        'BB+/BB': { origin: [['app/features/a.server.ts'], ['app/features/b.tsx']] as const },
        CCCCCC: { origin: [['app/features/account/c.tsx']] as const },
      }),
    }
    const withPo = messageIds({ localesDir: dir, sourceLocale: 'hr', catalogs: ['messages', 'account'], po })
    await call(withPo, 'buildStart', {})
    const shopCode = compiled({ AAAAAA: ['Cart'], 'BB+/BB': ['Login'] })
    const forBrowser = call(withPo, 'transform', { environment: { name: 'client' } }, shopCode, '/r/reference-shop/app/locales/en/messages.ts') as {
      code: string
    }
    expect(exported(forBrowser.code)).toEqual([0, ['Login']])
    const forServer = call(withPo, 'transform', { environment: { name: 'ssr' } }, shopCode, '/r/reference-shop/app/locales/en/messages.ts') as { code: string }
    expect(exported(forServer.code)).toEqual([['Cart'], ['Login']])
    const area = compiled({ AAAAAA: ['Cart'], CCCCCC: ['Password'] })
    const areaForBrowser = call(withPo, 'transform', { environment: { name: 'client' } }, area, '/r/reference-shop/app/locales/en/account.ts') as {
      code: string
    }
    expect(exported(areaForBrowser.code)).toEqual({ 2: ['Password'] })
  })
})
