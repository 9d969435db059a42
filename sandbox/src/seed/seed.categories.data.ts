import type { ShapeName } from '../media/media.shapes'
import type { PaletteName } from './seed.palettes'
import type { ChromeText, I18n } from './seed.text'

/** A category of the demo tree. Sort ids: 1 newest, 2 oldest, 3 cheapest, 4 dearest, 5 A-Z, 6 Z-A, 7/8 priority. */
export interface CategorySpec {
  id: number
  /** Categories are chrome: named in every request language. */
  name: ChromeText
  /** Content languages only: en and de keep the hr slug (see `chromeSlugs`). */
  slug: I18n
  palette: PaletteName
  shape?: ShapeName
  sortTypes?: number[]
  sortDefaultType?: number
  priceOnRequest?: boolean
  isSale?: boolean
  children?: CategorySpec[]
}

const ALL_SORTS = [1, 2, 3, 4, 5, 6, 7, 8]

/** The two-level category tree: roots 1000..1800 step 100, sub-categories numbered under their root. */
export const CATEGORY_TREE: readonly CategorySpec[] = [
  {
    id: 1000,
    name: { hr: 'Kolica', sl: 'Vozički', en: 'Strollers', de: 'Kinderwagen' },
    slug: { hr: 'kolica', sl: 'vozicki' },
    palette: 'prams',
    children: [
      {
        id: 1001,
        name: { hr: 'Kombinirana kolica', sl: 'Kombinirani vozički', en: 'Travel systems', de: 'Kombikinderwagen' },
        slug: { hr: 'kombinirana-kolica', sl: 'kombinirani-vozicki' },
        palette: 'prams',
      },
      {
        id: 1002,
        name: { hr: 'Sportska kolica', sl: 'Športni vozički', en: 'Sport strollers', de: 'Sportwagen' },
        slug: { hr: 'sportska-kolica', sl: 'sportni-vozicki' },
        palette: 'prams',
      },
      {
        id: 1003,
        name: { hr: 'Kolica za blizance', sl: 'Vozički za dvojčke', en: 'Twin strollers', de: 'Zwillingskinderwagen' },
        slug: { hr: 'kolica-za-blizance', sl: 'vozicki-za-dvojcke' },
        palette: 'prams',
      },
      {
        id: 1004,
        name: { hr: 'Dodaci za kolica', sl: 'Dodatki za vozičke', en: 'Stroller accessories', de: 'Kinderwagenzubehör' },
        slug: { hr: 'dodaci-za-kolica', sl: 'dodatki-za-vozicke' },
        palette: 'prams',
      },
      // Price on request (spec: categories 1028 and 1620 show 'Cijena na upit' instead of a price).
      {
        id: 1028,
        name: { hr: 'Luksuzna kolica', sl: 'Luksuzni vozički', en: 'Luxury strollers', de: 'Luxus-Kinderwagen' },
        slug: { hr: 'luksuzna-kolica', sl: 'luksuzni-vozicki' },
        palette: 'prams',
        priceOnRequest: true,
        sortTypes: [1, 5, 6, 8],
        sortDefaultType: 8,
      },
    ],
  },
  {
    id: 1100,
    name: { hr: 'Autosjedalice', sl: 'Avtosedeži', en: 'Car seats', de: 'Autositze' },
    slug: { hr: 'autosjedalice', sl: 'avtosedezi' },
    palette: 'carSeats',
    children: [
      {
        id: 1101,
        name: { hr: 'Autosjedalice 0+ (0–13 kg)', sl: 'Avtosedeži 0+ (0–13 kg)', en: 'Infant car seats 0+ (0–13 kg)', de: 'Babyschalen 0+ (0–13 kg)' },
        slug: { hr: 'autosjedalice-0-plus', sl: 'avtosedezi-0-plus' },
        palette: 'carSeats',
      },
      {
        id: 1102,
        name: { hr: 'Autosjedalice 1 (9–18 kg)', sl: 'Avtosedeži 1 (9–18 kg)', en: 'Car seats group 1 (9–18 kg)', de: 'Kindersitze Gruppe 1 (9–18 kg)' },
        slug: { hr: 'autosjedalice-grupa-1', sl: 'avtosedezi-skupina-1' },
        palette: 'carSeats',
      },
      {
        id: 1103,
        name: {
          hr: 'Autosjedalice 2/3 (15–36 kg)',
          sl: 'Avtosedeži 2/3 (15–36 kg)',
          en: 'Car seats group 2/3 (15–36 kg)',
          de: 'Kindersitze Gruppe 2/3 (15–36 kg)',
        },
        slug: { hr: 'autosjedalice-grupa-2-3', sl: 'avtosedezi-skupina-2-3' },
        palette: 'carSeats',
      },
      {
        id: 1104,
        name: { hr: 'Isofix baze', sl: 'Isofix baze', en: 'Isofix bases', de: 'Isofix-Basisstationen' },
        slug: { hr: 'isofix-baze', sl: 'isofix-baze' },
        palette: 'carSeats',
      },
      {
        id: 1105,
        name: { hr: 'Dodaci za autosjedalice', sl: 'Dodatki za avtosedeže', en: 'Car seat accessories', de: 'Autositz-Zubehör' },
        slug: { hr: 'dodaci-za-autosjedalice', sl: 'dodatki-za-avtosedeze' },
        palette: 'carSeats',
      },
    ],
  },
  {
    id: 1200,
    name: { hr: 'Hranjenje', sl: 'Hranjenje', en: 'Feeding', de: 'Füttern' },
    slug: { hr: 'hranjenje', sl: 'hranjenje' },
    palette: 'feeding',
    children: [
      {
        id: 1201,
        name: { hr: 'Bočice i dude', sl: 'Stekleničke in dude', en: 'Bottles and pacifiers', de: 'Fläschchen und Schnuller' },
        slug: { hr: 'bocice-i-dude', sl: 'steklenicke-in-dude' },
        palette: 'feeding',
      },
      {
        id: 1202,
        name: { hr: 'Stolice za hranjenje', sl: 'Stolčki za hranjenje', en: 'High chairs', de: 'Hochstühle' },
        slug: { hr: 'stolice-za-hranjenje', sl: 'stolcki-za-hranjenje' },
        palette: 'feeding',
      },
      { id: 1203, name: { hr: 'Dojenje', sl: 'Dojenje', en: 'Breastfeeding', de: 'Stillen' }, slug: { hr: 'dojenje', sl: 'dojenje' }, palette: 'feeding' },
      {
        id: 1204,
        name: { hr: 'Posuđe i pribor', sl: 'Posoda in pribor', en: 'Dishes and cutlery', de: 'Geschirr und Besteck' },
        slug: { hr: 'posude-i-pribor', sl: 'posoda-in-pribor' },
        palette: 'feeding',
      },
      {
        id: 1205,
        name: {
          hr: 'Sterilizatori i grijači',
          sl: 'Sterilizatorji in grelniki',
          en: 'Sterilizers and bottle warmers',
          de: 'Sterilisatoren und Flaschenwärmer',
        },
        slug: { hr: 'sterilizatori-i-grijaci', sl: 'sterilizatorji-in-grelniki' },
        palette: 'feeding',
      },
    ],
  },
  {
    id: 1300,
    name: { hr: 'Njega i kupanje', sl: 'Nega in kopanje', en: 'Care and bathing', de: 'Pflege und Baden' },
    slug: { hr: 'njega-i-kupanje', sl: 'nega-in-kopanje' },
    palette: 'bathing',
    children: [
      {
        id: 1301,
        name: { hr: 'Kade i stalci', sl: 'Kadičke in stojala', en: 'Baby baths and stands', de: 'Babybadewannen und Ständer' },
        slug: { hr: 'kade-i-stalci', sl: 'kadicke-in-stojala' },
        palette: 'bathing',
      },
      {
        id: 1302,
        name: { hr: 'Kozmetika za bebe', sl: 'Kozmetika za dojenčke', en: 'Baby skincare', de: 'Babykosmetik' },
        slug: { hr: 'kozmetika-za-bebe', sl: 'kozmetika-za-dojencke' },
        palette: 'bathing',
      },
      {
        id: 1303,
        name: { hr: 'Pelene i previjanje', sl: 'Plenice in previjanje', en: 'Diapers and changing', de: 'Windeln und Wickeln' },
        slug: { hr: 'pelene-i-previjanje', sl: 'plenice-in-previjanje' },
        palette: 'bathing',
      },
      {
        id: 1304,
        name: { hr: 'Ručnici i ogrtači', sl: 'Brisače in plašči', en: 'Towels and bathrobes', de: 'Handtücher und Bademäntel' },
        slug: { hr: 'rucnici-i-ogrtaci', sl: 'brisace-in-plasci' },
        palette: 'bathing',
      },
      {
        id: 1305,
        name: { hr: 'Zdravlje i higijena', sl: 'Zdravje in higiena', en: 'Health and hygiene', de: 'Gesundheit und Hygiene' },
        slug: { hr: 'zdravlje-i-higijena', sl: 'zdravje-in-higiena' },
        palette: 'bathing',
      },
    ],
  },
  {
    id: 1400,
    name: { hr: 'Igračke', sl: 'Igrače', en: 'Toys', de: 'Spielzeug' },
    slug: { hr: 'igracke', sl: 'igrace' },
    palette: 'toys',
    children: [
      {
        id: 1401,
        name: { hr: 'Plišane igračke', sl: 'Plišaste igrače', en: 'Soft toys', de: 'Plüschtiere' },
        slug: { hr: 'plisane-igracke', sl: 'plisaste-igrace' },
        palette: 'toys',
      },
      {
        id: 1402,
        name: { hr: 'Edukativne igračke', sl: 'Izobraževalne igrače', en: 'Educational toys', de: 'Lernspielzeug' },
        slug: { hr: 'edukativne-igracke', sl: 'izobrazevalne-igrace' },
        palette: 'toys',
      },
      {
        id: 1403,
        name: { hr: 'Igračke za kupanje', sl: 'Igrače za kopanje', en: 'Bath toys', de: 'Badespielzeug' },
        slug: { hr: 'igracke-za-kupanje', sl: 'igrace-za-kopanje' },
        palette: 'toys',
        shape: 'duck',
      },
      {
        id: 1404,
        name: { hr: 'Drvene igračke', sl: 'Lesene igrače', en: 'Wooden toys', de: 'Holzspielzeug' },
        slug: { hr: 'drvene-igracke', sl: 'lesene-igrace' },
        palette: 'toys',
      },
      {
        id: 1405,
        name: { hr: 'Hodalice i guralice', sl: 'Hodulje in poganjalci', en: 'Baby walkers and push toys', de: 'Lauflernwagen und Rutscher' },
        slug: { hr: 'hodalice-i-guralice', sl: 'hodulje-in-poganjalci' },
        palette: 'toys',
      },
      {
        id: 1406,
        name: { hr: 'Zvečke i grickalice', sl: 'Ropotuljice in grizala', en: 'Rattles and teethers', de: 'Rasseln und Beißringe' },
        slug: { hr: 'zvecke-i-grickalice', sl: 'ropotuljice-in-grizala' },
        palette: 'toys',
      },
    ],
  },
  {
    id: 1500,
    name: { hr: 'Odjeća', sl: 'Oblačila', en: 'Clothing', de: 'Kleidung' },
    slug: { hr: 'odjeca', sl: 'oblacila' },
    palette: 'clothes',
    children: [
      { id: 1501, name: { hr: 'Bodiji', sl: 'Bodiji', en: 'Bodysuits', de: 'Bodys' }, slug: { hr: 'bodiji', sl: 'bodiji' }, palette: 'clothes' },
      {
        id: 1502,
        name: { hr: 'Pidžame i vreće za spavanje', sl: 'Pižame in spalne vreče', en: 'Pajamas and sleeping bags', de: 'Schlafanzüge und Schlafsäcke' },
        slug: { hr: 'pidzame-i-vrece-za-spavanje', sl: 'pizame-in-spalne-vrece' },
        palette: 'clothes',
      },
      {
        id: 1503,
        name: { hr: 'Kape i rukavice', sl: 'Kape in rokavice', en: 'Hats and mittens', de: 'Mützen und Fäustlinge' },
        slug: { hr: 'kape-i-rukavice', sl: 'kape-in-rokavice' },
        palette: 'clothes',
      },
      {
        id: 1504,
        name: { hr: 'Jakne i kombinezoni', sl: 'Jakne in kombinezoni', en: 'Jackets and snowsuits', de: 'Jacken und Schneeanzüge' },
        slug: { hr: 'jakne-i-kombinezoni', sl: 'jakne-in-kombinezoni' },
        palette: 'clothes',
      },
      {
        id: 1505,
        name: { hr: 'Čarapice i hlačice', sl: 'Nogavičke in hlačke', en: 'Socks and pants', de: 'Socken und Hosen' },
        slug: { hr: 'carapice-i-hlacice', sl: 'nogavicke-in-hlacke' },
        palette: 'clothes',
      },
    ],
  },
  {
    id: 1600,
    name: { hr: 'Namještaj', sl: 'Pohištvo', en: 'Nursery furniture', de: 'Babymöbel' },
    slug: { hr: 'namjestaj', sl: 'pohistvo' },
    palette: 'furniture',
    children: [
      {
        id: 1601,
        name: { hr: 'Krevetići', sl: 'Posteljice', en: 'Cribs', de: 'Babybetten' },
        slug: { hr: 'krevetici', sl: 'posteljice' },
        palette: 'furniture',
      },
      {
        id: 1602,
        name: { hr: 'Komode za previjanje', sl: 'Previjalne komode', en: 'Changing tables', de: 'Wickelkommoden' },
        slug: { hr: 'komode-za-previjanje', sl: 'previjalne-komode' },
        palette: 'furniture',
      },
      { id: 1603, name: { hr: 'Madraci', sl: 'Vzmetnice', en: 'Mattresses', de: 'Matratzen' }, slug: { hr: 'madraci', sl: 'vzmetnice' }, palette: 'furniture' },
      {
        id: 1604,
        name: { hr: 'Posteljina', sl: 'Posteljnina', en: 'Bedding', de: 'Bettwäsche' },
        slug: { hr: 'posteljina', sl: 'posteljnina' },
        palette: 'furniture',
      },
      {
        id: 1605,
        name: { hr: 'Ljuljačke i ležaljke', sl: 'Gugalnice in ležalniki', en: 'Swings and bouncers', de: 'Babyschaukeln und Wippen' },
        slug: { hr: 'ljuljacke-i-lezaljke', sl: 'gugalnice-in-lezalniki' },
        palette: 'furniture',
      },
      {
        id: 1620,
        name: { hr: 'Dječje sobe po mjeri', sl: 'Otroške sobe po meri', en: 'Made-to-measure nurseries', de: 'Kinderzimmer nach Maß' },
        slug: { hr: 'djecje-sobe-po-mjeri', sl: 'otroske-sobe-po-meri' },
        palette: 'furniture',
        priceOnRequest: true,
        sortTypes: [1, 5, 6],
        sortDefaultType: 5,
      },
    ],
  },
  {
    id: 1700,
    name: { hr: 'Za mame', sl: 'Za mamice', en: 'For moms', de: 'Für Mamas' },
    slug: { hr: 'za-mame', sl: 'za-mamice' },
    palette: 'mums',
    children: [
      {
        id: 1701,
        name: { hr: 'Trudnička odjeća', sl: 'Nosečniška oblačila', en: 'Maternity wear', de: 'Umstandsmode' },
        slug: { hr: 'trudnicka-odjeca', sl: 'nosecniska-oblacila' },
        palette: 'mums',
      },
      {
        id: 1702,
        name: { hr: 'Jastuci za dojenje', sl: 'Blazine za dojenje', en: 'Nursing pillows', de: 'Stillkissen' },
        slug: { hr: 'jastuci-za-dojenje', sl: 'blazine-za-dojenje' },
        palette: 'mums',
      },
      {
        id: 1703,
        name: { hr: 'Torbe za mame', sl: 'Torbe za mamice', en: 'Diaper bags', de: 'Wickeltaschen' },
        slug: { hr: 'torbe-za-mame', sl: 'torbe-za-mamice' },
        palette: 'mums',
      },
      { id: 1704, name: { hr: 'Nosiljke', sl: 'Nosilke', en: 'Baby carriers', de: 'Babytragen' }, slug: { hr: 'nosiljke', sl: 'nosilke' }, palette: 'mums' },
    ],
  },
  {
    id: 1800,
    name: { hr: 'Pokloni', sl: 'Darila', en: 'Gifts', de: 'Geschenke' },
    slug: { hr: 'pokloni', sl: 'darila' },
    palette: 'gifts',
    children: [
      {
        id: 1801,
        name: { hr: 'Poklon bonovi', sl: 'Darilni boni', en: 'Gift cards', de: 'Geschenkgutscheine' },
        slug: { hr: 'poklon-bonovi', sl: 'darilni-boni' },
        palette: 'gifts',
        sortTypes: [3, 4],
        sortDefaultType: 3,
      },
      { id: 1802, name: { hr: 'E-knjige', sl: 'E-knjige', en: 'E-books', de: 'E-Books' }, slug: { hr: 'e-knjige', sl: 'e-knjige' }, palette: 'books' },
      {
        id: 1803,
        name: { hr: 'Poklon paketi', sl: 'Darilni paketi', en: 'Gift sets', de: 'Geschenksets' },
        slug: { hr: 'poklon-paketi', sl: 'darilni-paketi' },
        palette: 'gifts',
      },
    ],
  },
  // The sale category: the shop turns on the discount filter for slug 'akcija'; discounted products are also
  // assigned to it, so a plain category filter lists them too.
  {
    id: 1900,
    name: { hr: 'Akcija', sl: 'Akcija', en: 'Sale', de: 'Angebote' },
    slug: { hr: 'akcija', sl: 'akcija' },
    palette: 'sale',
    isSale: true,
    sortTypes: [3, 4, 1, 5],
    sortDefaultType: 3,
  },
]

/** The sort ids of a category. */
export function sortTypesOf(spec: CategorySpec): number[] {
  return spec.sortTypes ?? ALL_SORTS
}

/** Every category in tree order: each root followed by its sub-categories. */
export function flattenCategories(tree: readonly CategorySpec[] = CATEGORY_TREE): Array<CategorySpec & { parentId: number | null }> {
  return tree.flatMap((root) => [{ ...root, parentId: null }, ...(root.children ?? []).map((child) => ({ ...child, parentId: root.id }))])
}
