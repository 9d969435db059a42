import { capitalise, type I18n } from './seed.text'

/** The short and long (HTML) descriptions of a product, from its noun, brand and three features. */
export function describeProduct(names: I18n, nouns: I18n, brand: string, features: Array<[string, string]>): { short: I18n; long: I18n } {
  const list = (language: 0 | 1) => features.map((feature) => `<li>${capitalise(feature[language])}</li>`).join('')
  const first = features[0] ?? ['', '']
  return {
    short: {
      hr: `${capitalise(nouns.hr)} marke ${brand}: ${first[0]}.`,
      sl: `${capitalise(nouns.sl)} znamke ${brand}: ${first[1]}.`,
    },
    long: {
      hr: `<p>${names.hr} pouzdan je izbor za svakodnevicu s bebom.</p>\n<ul>${list(0)}</ul>\n<p>Proizvod je u skladu s europskim sigurnosnim normama. Jamstvo 2 godine.</p>`,
      sl: `<p>${names.sl} je zanesljiva izbira za vsakdan z dojenčkom.</p>\n<ul>${list(1)}</ul>\n<p>Izdelek je skladen z evropskimi varnostnimi standardi. Garancija 2 leti.</p>`,
    },
  }
}
