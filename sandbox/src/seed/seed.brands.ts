import { SEED_EPOCH } from './seed.constants'
import { addWordmark } from './seed.media'
import type { PaletteName } from './seed.palettes'
import { isoDaysAfter, slugify } from './seed.text'
import type { SeedWriter } from './seed.writer'

/** A brand of the demo shop (invented names) with its manufacturer. */
export interface BrandSpec {
  key: string
  name: string
  manufacturer: string
  palette: PaletteName
}

/** The brands; each root category draws from a few of them (see CATALOG_PLANS). */
export const BRANDS: readonly BrandSpec[] = [
  { key: 'nordik', name: 'Nordik Baby', manufacturer: 'Nordik Baby AB', palette: 'prams' },
  { key: 'zvijezda', name: 'Mala Zvijezda', manufacturer: 'Mala Zvijezda d.o.o.', palette: 'blog' },
  { key: 'lullaby', name: 'Lullaby Lane', manufacturer: 'Lullaby Lane Ltd.', palette: 'mums' },
  { key: 'medo', name: 'Medo & Co', manufacturer: 'Medo & Co d.o.o.', palette: 'toys' },
  { key: 'pikula', name: 'Pikula', manufacturer: 'Pikula d.o.o.', palette: 'feeding' },
  { key: 'adria', name: 'Bambini Adria', manufacturer: 'Bambini Adria S.r.l.', palette: 'gifts' },
  { key: 'suncica', name: 'Sunčica', manufacturer: 'Sunčica obrt', palette: 'bathing' },
  { key: 'ljuljko', name: 'Ljuljko', manufacturer: 'Ljuljko d.o.o.', palette: 'furniture' },
  { key: 'tratincica', name: 'Tratinčica Organic', manufacturer: 'Tratinčica d.o.o.', palette: 'blog' },
  { key: 'kvarner', name: 'Kvarner Kids', manufacturer: 'Kvarner Kids d.o.o.', palette: 'carSeats' },
  { key: 'zibka', name: 'Zibka', manufacturer: 'Zibka d.o.o. (Ljubljana)', palette: 'clothes' },
  { key: 'basics', name: 'Vitrina Basics', manufacturer: 'Vitrina d.o.o.', palette: 'sale' },
]

/** A seeded brand. */
export interface SeededBrand extends BrandSpec {
  id: number
}

/** Seeds the brands with wordmark logos. */
export function seedBrands(writer: SeedWriter): Map<string, SeededBrand> {
  const brands = new Map<string, SeededBrand>()
  BRANDS.forEach((brand, position) => {
    const mediaId = addWordmark(writer, brand.name, brand.palette, isoDaysAfter(SEED_EPOCH, -600))
    const id = writer.insert('brands', { name: brand.name, slug: slugify(brand.name), media_id: mediaId, position })
    brands.set(brand.key, { ...brand, id })
  })
  return brands
}
