import { createSiteService, createStorefront, type NavigationItem } from '@vitrina/sdk'
import { describe, expect, it } from 'vitest'
import { orderNavigationTrees } from './storefront.server'

const tree = (title: string): NavigationItem[] => [{ id: 1, title, type: 'page', href: '/', prodcategory: null, children: [] }]

describe('orderNavigationTrees', () => {
  it('gives the same snapshot whichever navigation answer came first', () => {
    const shop = createStorefront({ apiUrl: 'http://backend.test', apiKey: 'key', apiKeyId: 1, siteId: 1, storeId: 1 })
    const site = createSiteService(shop)
    // As the site service leaves them when footer3's answer arrived first and main's third.
    const arrived = { footer3: tree('c'), footer1: tree('a'), main: tree('m'), footer4: tree('d'), footer2: tree('b') }
    shop.hydrate({ version: 1, language: 'hr', site: { ...shop.dehydrate().site!, navigation: arrived } })
    orderNavigationTrees(shop)
    expect(Object.keys(shop.dehydrate().site?.navigation ?? {})).toEqual(['footer1', 'footer2', 'footer3', 'footer4', 'main'])
    expect(site.$navigation.get().main).toEqual(tree('m'))
  })
})
