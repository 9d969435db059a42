import { type CategorySpec, CATEGORY_TREE, flattenCategories, sortTypesOf } from './seed.categories.data'
import { addArtwork } from './seed.media'
import { REQUEST_LANGUAGES } from '../http/http.language'
import { type ChromeText, chromeSlugs, isoDaysAfter } from './seed.text'
import { SEED_EPOCH } from './seed.constants'
import type { SeedWriter } from './seed.writer'

/** Seeds the category tree with translations in every request language, images and related categories (relCat). */
export function seedCategories(writer: SeedWriter): void {
  const categories = flattenCategories()
  categories.forEach((category, index) => {
    const createdAt = isoDaysAfter(SEED_EPOCH, -400 + index)
    const mediaId = addArtwork(
      writer,
      { palette: category.palette, ...(category.shape ? { shape: category.shape } : {}), title: category.name.hr, directory: 'categories' },
      createdAt,
    )
    const sortTypes = sortTypesOf(category)
    writer.insert('categories', {
      id: category.id,
      parent_id: category.parentId,
      position: index + 1,
      media_id: mediaId,
      sort_types: sortTypes,
      sort_default_type: category.sortDefaultType ?? sortTypes[0] ?? 1,
      price_on_request: category.priceOnRequest ?? false,
      is_sale: category.isSale ?? false,
      created_at: createdAt,
    })
    const description = describe(category)
    const slugs = chromeSlugs(category.slug)
    for (const language of REQUEST_LANGUAGES) {
      writer.insert('category_translations', {
        category_id: category.id,
        language,
        name: category.name[language],
        slug: slugs[language],
        description: description[language],
        meta_title: `${category.name[language]} | Vitrina`,
        meta_description: description[language],
      })
    }
  })

  // relCat: a root relates to its sub-categories, a sub-category to its siblings.
  for (const root of CATEGORY_TREE) {
    const children = root.children ?? []
    children.forEach((child, position) => writer.insert('category_related', { category_id: root.id, related_id: child.id, position }))
    for (const child of children) {
      children
        .filter((sibling) => sibling.id !== child.id)
        .slice(0, 4)
        .forEach((sibling, position) => writer.insert('category_related', { category_id: child.id, related_id: sibling.id, position }))
    }
  }
}

function describe(category: CategorySpec): ChromeText {
  if (category.isSale) {
    return {
      hr: 'Proizvodi na akciji: sniženja do 40 % na odabrane proizvode za bebe i obitelj, dok traju zalihe.',
      sl: 'Izdelki v akciji: popusti do 40 % na izbrane izdelke za dojenčke in družino, do razprodaje zalog.',
      en: 'On sale: up to 40% off selected products for babies and families, while stocks last.',
      de: 'Im Angebot: bis zu 40 % Rabatt auf ausgewählte Produkte für Babys und Familien, solange der Vorrat reicht.',
    }
  }
  const base: ChromeText = {
    hr: `${category.name.hr}: pažljivo odabrani proizvodi za bebe i obitelj, uz brzu dostavu i savjete naših stručnjaka.`,
    sl: `${category.name.sl}: skrbno izbrani izdelki za dojenčke in družino, s hitro dostavo in nasveti naših strokovnjakov.`,
    en: `${category.name.en}: carefully chosen products for babies and families, with fast delivery and advice from our experts.`,
    de: `${category.name.de}: sorgfältig ausgewählte Produkte für Babys und Familien, mit schneller Lieferung und Beratung durch unsere Fachleute.`,
  }
  if (!category.priceOnRequest) return base
  return {
    hr: `${base.hr} Cijene su na upit: pošaljite nam upit i javit ćemo vam se s ponudom.`,
    sl: `${base.sl} Cene so na povpraševanje: pošljite nam povpraševanje in oglasili se vam bomo s ponudbo.`,
    en: `${base.en} Prices are on request: send us an inquiry and we will get back to you with an offer.`,
    de: `${base.de} Preise auf Anfrage: Schicken Sie uns eine Anfrage, und wir melden uns mit einem Angebot bei Ihnen.`,
  }
}
