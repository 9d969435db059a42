// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { CATALOG_AREAS } from '../../../lingui.config'

// The shop's folder, from which lingui.config.ts names the areas' files.
const shop = fileURLToPath(new URL('../../../', import.meta.url))

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test(-env)?\./.test(name) ? [path] : []
  })
}

/** The shop's modules that a module imports, statically or on demand, as paths without their extension. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map((match) => resolve(dirname(file), match[1]!))
}

const withoutExtension = (file: string) => file.replace(/\.tsx?$/, '')
const usesTexts = (file: string) => /@lingui\/(react|core)\/macro|useLingui\(/.test(readFileSync(file, 'utf8'))
const rendersAreaTexts = (file: string, area: string) => readFileSync(file, 'utf8').includes(`<CatalogAreaTexts area="${area}">`)

describe("the catalog areas' boundaries (lingui.config.ts)", () => {
  it.each(Object.entries(CATALOG_AREAS))('lets nothing outside the %s area render its texts without its catalog', (area, { folders, shared }) => {
    const inArea = (file: string) => {
      const path = relative(shop, withoutExtension(file))
      return folders.some((folder) => path.startsWith(`${folder}/`)) && !shared.some((kept) => path === kept)
    }
    const areaFiles = new Map(
      folders
        .flatMap((folder) => sourceFiles(join(shop, folder)))
        .filter(inArea)
        .map((file) => [withoutExtension(file), file]),
    )
    expect(areaFiles.size).toBeGreaterThan(10)
    const unguarded: string[] = []
    let entries = 0
    for (const file of sourceFiles(join(shop, 'app'))) {
      if (inArea(file)) continue
      for (const imported of importsOf(file)) {
        const target = areaFiles.get(imported)
        if (!target || !usesTexts(target)) continue
        entries += 1
        // The module outside renders it inside the boundary, or the area's module puts its own around what it exports.
        if (!rendersAreaTexts(file, area) && !rendersAreaTexts(target, area)) unguarded.push(`${relative(shop, file)} -> ${relative(shop, target)}`)
      }
    }
    expect(entries).toBeGreaterThan(5)
    expect(unguarded).toEqual([])
  })
})
