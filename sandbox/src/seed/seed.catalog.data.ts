/** A custom option some products of a sub-category carry (option_type text or number). */
export type CustomOptionKind = 'embroidery' | 'engraving' | 'extraSheets' | 'monogram' | 'giftMessage'

/** How to generate the products of one sub-category. */
export interface SubCategoryPlan {
  nouns: Array<[hr: string, sl: string]>
  price: [min: number, max: number]
  materials: string[]
  ages: string[]
  weight: [min: number, max: number]
  /** Colours a simple product may have (a visualSwatch value); configurable variants choose from them too. */
  colours?: string[]
  /** Share of the products that are configurable, and the attributes their variants differ in. */
  configurable?: { share: number; attributes: Array<'boja' | 'velicina'>; sizes?: string[] }
  customOption?: { kind: CustomOptionKind; share: number }
  /** Values of the child-weight limit (kg) of seats and prams. */
  maxChildWeight?: number[]
  /** Products of this sub-category in the demo seed; default 7. */
  count?: number
}

/** How to generate the products of one root category. */
export interface RootPlan {
  code: string
  brands: string[]
  features: Array<[hr: string, sl: string]>
  /** Where cross-sell products come from. */
  crossSellFrom: number
  subs: Record<number, SubCategoryPlan>
}

const PASTELS = ['bijela', 'siva', 'plava', 'ruzicasta', 'zelena', 'mint', 'zuta', 'bez']
const STROLLER_COLOURS = ['antracit', 'siva', 'mornarsko-plava', 'bez', 'zelena']
const BABY_SIZES = ['50', '56', '62', '68', '74', '80', '86', '92']
const ADULT_SIZES = ['S', 'M', 'L', 'XL']

/** The product plans of every root category except the gift category (generated apart). */
export const CATALOG_PLANS: Record<number, RootPlan> = {
  1000: {
    code: 'KOL',
    brands: ['nordik', 'kvarner', 'adria'],
    crossSellFrom: 1004,
    features: [
      ['lagana aluminijska konstrukcija', 'lahka aluminijasta konstrukcija'],
      ['sklapanje jednom rukom', 'zlaganje z eno roko'],
      ['velika košara za kupnju', 'velika nakupovalna košara'],
      ['amortizeri na svim kotačima', 'blažilniki na vseh kolesih'],
      ['krov s UPF 50+ zaštitom', 'streha z zaščito UPF 50+'],
    ],
    subs: {
      1001: {
        nouns: [
          ['kombinirana kolica 3 u 1', 'kombinirani voziček 3 v 1'],
          ['kombinirana kolica 2 u 1', 'kombinirani voziček 2 v 1'],
        ],
        price: [399, 1199],
        materials: ['aluminij', 'poliester'],
        ages: ['0-6', '6-12', '1-3'],
        weight: [9, 14],
        colours: STROLLER_COLOURS,
        configurable: { share: 0.5, attributes: ['boja'] },
        maxChildWeight: [15, 22],
      },
      1002: {
        nouns: [
          ['sportska kolica', 'športni voziček'],
          ['kompaktna kolica', 'kompaktni voziček'],
          ['putna kolica', 'potovalni voziček'],
        ],
        price: [149, 499],
        materials: ['aluminij', 'poliester'],
        ages: ['6-12', '1-3', '3-plus'],
        weight: [5, 9],
        colours: STROLLER_COLOURS,
        configurable: { share: 0.4, attributes: ['boja'] },
        maxChildWeight: [15, 22],
      },
      1003: {
        nouns: [
          ['kolica za blizance', 'voziček za dvojčke'],
          ['kolica za dvoje djece', 'voziček za dva otroka'],
        ],
        price: [499, 1099],
        materials: ['aluminij', 'poliester'],
        ages: ['0-6', '6-12', '1-3'],
        weight: [12, 17],
        colours: STROLLER_COLOURS,
        maxChildWeight: [22],
        count: 5,
      },
      1004: {
        nouns: [
          ['kišna navlaka', 'dežna prevleka'],
          ['torba za kolica', 'torba za voziček'],
          ['zimska vreća za kolica', 'zimska vreča za voziček'],
          ['suncobran za kolica', 'senčnik za voziček'],
          ['organizator za kolica', 'organizator za voziček'],
        ],
        price: [14, 89],
        materials: ['poliester', 'pamuk'],
        ages: ['0-6', '6-12', '1-3'],
        weight: [0.2, 1.5],
        colours: STROLLER_COLOURS,
        count: 8,
      },
      1028: {
        nouns: [
          ['luksuzna kolica', 'luksuzni voziček'],
          ['dizajnerska kolica', 'dizajnerski voziček'],
        ],
        price: [1490, 2990],
        materials: ['aluminij', 'vuna'],
        ages: ['0-6', '6-12', '1-3'],
        weight: [11, 15],
        colours: STROLLER_COLOURS,
        maxChildWeight: [22],
        count: 5,
      },
    },
  },
  1100: {
    code: 'AUT',
    brands: ['kvarner', 'nordik', 'basics'],
    crossSellFrom: 1105,
    features: [
      ['testirano prema normi ECE R129', 'testirano po standardu ECE R129'],
      ['bočna zaštita od udara', 'stranska zaščita pred udarci'],
      ['podesivi naslon za glavu', 'nastavljiv naslon za glavo'],
      ['presvlaka periva na 30 °C', 'prevleka pralna pri 30 °C'],
      ['ugradnja Isofix sustavom', 'vgradnja s sistemom Isofix'],
    ],
    subs: {
      1101: {
        nouns: [
          ['autosjedalica 0+', 'avtosedež 0+'],
          ['i-Size nosiljka', 'i-Size lupinica'],
        ],
        price: [129, 399],
        materials: ['plastika-bez-bpa', 'poliester'],
        ages: ['0-6', '6-12'],
        weight: [3, 5],
        colours: STROLLER_COLOURS,
        configurable: { share: 0.4, attributes: ['boja'] },
        maxChildWeight: [13],
      },
      1102: {
        nouns: [
          ['autosjedalica 9–18 kg', 'avtosedež 9–18 kg'],
          ['rotirajuća autosjedalica', 'vrtljivi avtosedež'],
        ],
        price: [179, 549],
        materials: ['plastika-bez-bpa', 'poliester'],
        ages: ['6-12', '1-3', '3-plus'],
        weight: [8, 15],
        colours: STROLLER_COLOURS,
        configurable: { share: 0.4, attributes: ['boja'] },
        maxChildWeight: [18],
      },
      1103: {
        nouns: [
          ['autosjedalica 15–36 kg', 'avtosedež 15–36 kg'],
          ['booster sjedalica', 'jahač'],
        ],
        price: [59, 299],
        materials: ['plastika-bez-bpa', 'poliester'],
        ages: ['3-plus'],
        weight: [3, 8],
        colours: STROLLER_COLOURS,
        maxChildWeight: [36],
      },
      1104: {
        nouns: [
          ['Isofix baza', 'Isofix baza'],
          ['rotirajuća Isofix baza', 'vrtljiva Isofix baza'],
        ],
        price: [149, 299],
        materials: ['plastika-bez-bpa', 'aluminij'],
        ages: ['0-6', '6-12', '1-3'],
        weight: [5, 8],
        count: 5,
      },
      1105: {
        nouns: [
          ['zaštitna podloga za sjedalo', 'zaščitna podloga za sedež'],
          ['ogledalo za praćenje bebe', 'ogledalo za opazovanje dojenčka'],
          ['sjenilo za prozor', 'senčnik za okno'],
          ['ljetna navlaka za autosjedalicu', 'poletna prevleka za avtosedež'],
        ],
        price: [9, 49],
        materials: ['poliester', 'pamuk', 'plastika-bez-bpa'],
        ages: ['0-6', '6-12', '1-3', '3-plus'],
        weight: [0.2, 1],
        colours: PASTELS,
      },
    },
  },
  1200: {
    code: 'HRA',
    brands: ['pikula', 'tratincica', 'basics'],
    crossSellFrom: 1204,
    features: [
      ['bez BPA', 'brez BPA'],
      ['pogodno za perilicu posuđa', 'primerno za pomivalni stroj'],
      ['ventil protiv grčeva', 'ventil proti krčem'],
      ['ergonomski oblik', 'ergonomska oblika'],
      ['jednostavno čišćenje', 'enostavno čiščenje'],
    ],
    subs: {
      1201: {
        nouns: [
          ['bočica za bebe 260 ml', 'steklenička za dojenčke 260 ml'],
          ['bočica protiv grčeva 150 ml', 'steklenička proti krčem 150 ml'],
          ['silikonska duda', 'silikonski cuclji'],
          ['duda varalica', 'duda'],
        ],
        price: [4.99, 24.99],
        materials: ['plastika-bez-bpa', 'silikon', 'staklo'],
        ages: ['0-6', '6-12'],
        weight: [0.05, 0.3],
        colours: PASTELS,
        count: 8,
      },
      1202: {
        nouns: [
          ['stolica za hranjenje', 'stolček za hranjenje'],
          ['drvena hranilica', 'lesen stolček za hranjenje'],
          ['podesiva hranilica', 'nastavljiv stolček za hranjenje'],
        ],
        price: [69, 349],
        materials: ['drvo', 'plastika-bez-bpa'],
        ages: ['6-12', '1-3', '3-plus'],
        weight: [5, 9],
        colours: PASTELS,
      },
      1203: {
        nouns: [
          ['električna izdajalica', 'električna črpalka za mleko'],
          ['ručna izdajalica', 'ročna črpalka za mleko'],
          ['jastučići za grudnjak', 'blazinice za nedrček'],
          ['vrećice za majčino mlijeko', 'vrečke za materino mleko'],
        ],
        price: [7.99, 189],
        materials: ['plastika-bez-bpa', 'silikon', 'pamuk'],
        ages: ['0-6'],
        weight: [0.1, 1.2],
      },
      1204: {
        nouns: [
          ['set posuđa od bambusa', 'komplet posode iz bambusa'],
          ['silikonska zdjelica', 'silikonska skodelica'],
          ['žličice za hranjenje', 'žličke za hranjenje'],
          ['šalica za učenje pijenja', 'lonček za učenje pitja'],
          ['podbradnik', 'slinček'],
        ],
        price: [5.99, 34.99],
        materials: ['bambus', 'silikon', 'plastika-bez-bpa', 'pamuk'],
        ages: ['6-12', '1-3'],
        weight: [0.05, 0.6],
        colours: PASTELS,
        count: 8,
      },
      1205: {
        nouns: [
          ['parni sterilizator', 'parni sterilizator'],
          ['grijač bočica', 'grelnik stekleničk'],
          ['sterilizator za mikrovalnu', 'sterilizator za mikrovalovno pečico'],
        ],
        price: [24.99, 129],
        materials: ['plastika-bez-bpa'],
        ages: ['0-6', '6-12'],
        weight: [0.5, 2.5],
        count: 6,
      },
    },
  },
  1300: {
    code: 'NJE',
    brands: ['suncica', 'tratincica', 'basics'],
    crossSellFrom: 1302,
    features: [
      ['dermatološki testirano', 'dermatološko testirano'],
      ['bez parabena', 'brez parabenov'],
      ['nježno prema osjetljivoj koži', 'nežno do občutljive kože'],
      ['protuklizna podloga', 'protizdrsna podlaga'],
      ['brzo se suši', 'se hitro posuši'],
    ],
    subs: {
      1301: {
        nouns: [
          ['kadica za bebe', 'kadička za dojenčke'],
          ['sklopiva kadica', 'zložljiva kadička'],
          ['stalak za kadicu', 'stojalo za kadičko'],
          ['sjedalica za kupanje', 'sedež za kopanje'],
        ],
        price: [14.99, 89],
        materials: ['plastika-bez-bpa'],
        ages: ['0-6', '6-12', '1-3'],
        weight: [0.8, 4],
        colours: PASTELS,
      },
      1302: {
        nouns: [
          ['blagi šampon za bebe', 'blag otroški šampon'],
          ['losion za tijelo', 'losjon za telo'],
          ['krema za pelensko područje', 'krema za plenični predel'],
          ['ulje za masažu', 'olje za masažo'],
        ],
        price: [4.99, 19.99],
        materials: ['plastika-bez-bpa'],
        ages: ['0-6', '6-12', '1-3', '3-plus'],
        weight: [0.1, 0.5],
        count: 8,
      },
      1303: {
        nouns: [
          ['podloga za previjanje', 'previjalna podloga'],
          ['platnene pelene (5 kom)', 'pralne plenice (5 kos)'],
          ['kanta za pelene', 'koš za plenice'],
          ['vlažne maramice (12 pak.)', 'vlažni robčki (12 pak.)'],
        ],
        price: [9.99, 59],
        materials: ['pamuk', 'bambus', 'plastika-bez-bpa'],
        ages: ['0-6', '6-12', '1-3'],
        weight: [0.3, 3],
        colours: PASTELS,
      },
      1304: {
        nouns: [
          ['ručnik s kapuljačom', 'brisača s kapuco'],
          ['ogrtač za kupanje', 'kopalni plašč'],
          ['muslinske pelene (3 kom)', 'muslinaste plenice (3 kos)'],
        ],
        price: [12.99, 39.99],
        materials: ['pamuk', 'organski-pamuk', 'bambus'],
        ages: ['0-6', '6-12', '1-3'],
        weight: [0.2, 0.6],
        colours: PASTELS,
        customOption: { kind: 'embroidery', share: 0.4 },
      },
      1305: {
        nouns: [
          ['digitalni toplomjer', 'digitalni termometer'],
          ['aspirator za nos', 'nosni aspirator'],
          ['set za njegu noktiju', 'komplet za nego nohtov'],
          ['ovlaživač zraka', 'vlažilnik zraka'],
        ],
        price: [6.99, 79],
        materials: ['plastika-bez-bpa'],
        ages: ['0-6', '6-12', '1-3', '3-plus'],
        weight: [0.05, 2],
      },
    },
  },
  1400: {
    code: 'IGR',
    brands: ['medo', 'zvijezda', 'ljuljko'],
    crossSellFrom: 1406,
    features: [
      ['potiče razvoj motorike', 'spodbuja razvoj motorike'],
      ['netoksične boje', 'netoksične barve'],
      ['bez sitnih dijelova', 'brez majhnih delov'],
      ['zvučni i svjetlosni efekti', 'zvočni in svetlobni učinki'],
      ['perivo u perilici', 'pralno v pralnem stroju'],
    ],
    subs: {
      1401: {
        nouns: [
          ['plišani medo', 'plišasti medvedek'],
          ['plišani zeko', 'plišasti zajček'],
          ['plišana žirafa', 'plišasta žirafa'],
          ['plišani slon', 'plišasti slon'],
        ],
        price: [9.99, 39.99],
        materials: ['pamuk', 'poliester', 'organski-pamuk'],
        ages: ['0-6', '6-12', '1-3', '3-plus'],
        weight: [0.1, 0.6],
        colours: PASTELS,
        count: 8,
      },
      1402: {
        nouns: [
          ['kocke s brojevima', 'kocke s številkami'],
          ['glazbeni stolić', 'glasbena mizica'],
          ['podloga za igru', 'igralna podloga'],
          ['senzorna knjiga', 'senzorna knjiga'],
        ],
        price: [14.99, 79],
        materials: ['plastika-bez-bpa', 'pamuk', 'drvo'],
        ages: ['6-12', '1-3', '3-plus'],
        weight: [0.3, 3],
        colours: PASTELS,
      },
      1403: {
        nouns: [
          ['gumene patkice (3 kom)', 'gumijaste račke (3 kos)'],
          ['slagalica za kadu', 'sestavljanka za kad'],
          ['vodeni mlin za kadu', 'vodni mlinček za kad'],
        ],
        price: [6.99, 24.99],
        materials: ['plastika-bez-bpa', 'silikon'],
        ages: ['6-12', '1-3', '3-plus'],
        weight: [0.1, 0.5],
        colours: PASTELS,
        count: 6,
      },
      1404: {
        nouns: [
          ['drveni slagač', 'lesen zlagalnik'],
          ['drveni vlakić', 'lesen vlakec'],
          ['drvene kocke (30 kom)', 'lesene kocke (30 kos)'],
          ['drveni labirint', 'lesen labirint'],
        ],
        price: [12.99, 59],
        materials: ['drvo'],
        ages: ['1-3', '3-plus'],
        weight: [0.3, 2],
        colours: PASTELS,
      },
      1405: {
        nouns: [
          ['guralica', 'poganjalec'],
          ['hodalica s aktivnostima', 'hodulja z dejavnostmi'],
          ['drveni bicikl guralica', 'lesen poganjalec s kolesi'],
          ['romobil za djecu', 'otroški skiro'],
        ],
        price: [39, 129],
        materials: ['drvo', 'plastika-bez-bpa', 'aluminij'],
        ages: ['6-12', '1-3', '3-plus'],
        weight: [2, 5],
        colours: PASTELS,
        count: 6,
      },
      1406: {
        nouns: [
          ['zvečka', 'ropotuljica'],
          ['grickalica za zube', 'grizalo za zobke'],
          ['lančić za dudu', 'verižica za dudo'],
        ],
        price: [4.99, 16.99],
        materials: ['silikon', 'drvo', 'organski-pamuk'],
        ages: ['0-6', '6-12'],
        weight: [0.03, 0.2],
        colours: PASTELS,
        count: 8,
      },
    },
  },
  1500: {
    code: 'ODJ',
    brands: ['zibka', 'tratincica', 'lullaby'],
    crossSellFrom: 1503,
    features: [
      ['100 % pamuk', '100 % bombaž'],
      ['kopčanje na preklop', 'zapenjanje na pritiskače'],
      ['mekani ravni šavovi', 'mehki ploski šivi'],
      ['OEKO-TEX certifikat', 'certifikat OEKO-TEX'],
      ['pranje na 40 °C', 'pranje pri 40 °C'],
    ],
    subs: {
      1501: {
        nouns: [
          ['bodi dugih rukava', 'bodi z dolgimi rokavi'],
          ['bodi kratkih rukava', 'bodi s kratkimi rokavi'],
          ['bodi od organskog pamuka', 'bodi iz organskega bombaža'],
        ],
        price: [7.99, 19.99],
        materials: ['pamuk', 'organski-pamuk', 'bambus'],
        ages: ['0-6', '6-12', '1-3'],
        weight: [0.05, 0.15],
        colours: PASTELS,
        configurable: { share: 0.75, attributes: ['boja', 'velicina'], sizes: BABY_SIZES },
        customOption: { kind: 'embroidery', share: 0.5 },
        count: 8,
      },
      1502: {
        nouns: [
          ['pidžama', 'pižama'],
          ['vreća za spavanje', 'spalna vreča'],
          ['kombinezon za spavanje', 'spalni kombinezon'],
        ],
        price: [14.99, 44.99],
        materials: ['pamuk', 'organski-pamuk', 'vuna'],
        ages: ['0-6', '6-12', '1-3'],
        weight: [0.1, 0.5],
        colours: PASTELS,
        configurable: { share: 0.7, attributes: ['boja', 'velicina'], sizes: BABY_SIZES },
      },
      1503: {
        nouns: [
          ['pletena kapa', 'pletena kapa'],
          ['rukavice bez prstiju', 'rokavice brez prstov'],
          ['šeširić za sunce', 'klobuček za sonce'],
        ],
        price: [6.99, 19.99],
        materials: ['pamuk', 'vuna'],
        ages: ['0-6', '6-12', '1-3'],
        weight: [0.03, 0.1],
        colours: PASTELS,
        configurable: { share: 0.6, attributes: ['boja'] },
      },
      1504: {
        nouns: [
          ['zimski kombinezon', 'zimski kombinezon'],
          ['prijelazna jakna', 'prehodna jakna'],
          ['kabanica', 'dežni plašček'],
        ],
        price: [29.99, 89],
        materials: ['poliester', 'pamuk'],
        ages: ['6-12', '1-3', '3-plus'],
        weight: [0.3, 0.9],
        colours: PASTELS,
        configurable: { share: 0.7, attributes: ['boja', 'velicina'], sizes: ['68', '74', '80', '86', '92', '98', '104'] },
      },
      1505: {
        nouns: [
          ['čarapice (3 para)', 'nogavičke (3 pari)'],
          ['hlačice s nogicama', 'hlačke s stopalci'],
          ['tajice', 'pajkice'],
        ],
        price: [5.99, 17.99],
        materials: ['pamuk', 'organski-pamuk', 'bambus'],
        ages: ['0-6', '6-12', '1-3'],
        weight: [0.05, 0.2],
        colours: PASTELS,
        configurable: { share: 0.6, attributes: ['velicina'], sizes: BABY_SIZES },
      },
    },
  },
  1600: {
    code: 'NAM',
    brands: ['ljuljko', 'nordik', 'zibka'],
    crossSellFrom: 1604,
    features: [
      ['masivno bukovo drvo', 'masiven bukov les'],
      ['podesiva visina podnice', 'nastavljiva višina dna'],
      ['ekološki lakovi na bazi vode', 'ekološki laki na vodni osnovi'],
      ['zaobljeni rubovi', 'zaobljeni robovi'],
      ['jednostavna montaža', 'enostavna montaža'],
    ],
    subs: {
      1601: {
        nouns: [
          ['drveni krevetić', 'lesena posteljica'],
          ['krevetić 2 u 1', 'posteljica 2 v 1'],
          ['putni krevetić', 'potovalna posteljica'],
          ['kolijevka', 'zibelka'],
        ],
        price: [99, 499],
        materials: ['drvo'],
        ages: ['0-6', '6-12', '1-3', '3-plus'],
        weight: [8, 30],
        colours: ['bijela', 'siva', 'bez'],
        customOption: { kind: 'engraving', share: 0.5 },
      },
      1602: {
        nouns: [
          ['komoda za previjanje', 'previjalna komoda'],
          ['zidni previjač', 'stenska previjalna miza'],
        ],
        price: [129, 449],
        materials: ['drvo'],
        ages: ['0-6', '6-12'],
        weight: [15, 45],
        colours: ['bijela', 'siva', 'bez'],
        count: 6,
      },
      1603: {
        nouns: [
          ['madrac od hladne pjene', 'vzmetnica iz hladne pene'],
          ['madrac od kokosa', 'vzmetnica iz kokosa'],
          ['madrac za putni krevetić', 'vzmetnica za potovalno posteljico'],
        ],
        price: [49, 199],
        materials: ['poliester', 'organski-pamuk'],
        ages: ['0-6', '6-12', '1-3', '3-plus'],
        weight: [2, 6],
        customOption: { kind: 'extraSheets', share: 0.5 },
        count: 6,
      },
      1604: {
        nouns: [
          ['set posteljine (3 dijela)', 'komplet posteljnine (3 deli)'],
          ['ogradica za krevetić', 'obroba za posteljico'],
          ['plahta s gumicom', 'rjuha z elastiko'],
          ['dekica', 'odejica'],
        ],
        price: [14.99, 69],
        materials: ['pamuk', 'organski-pamuk', 'bambus'],
        ages: ['0-6', '6-12', '1-3'],
        weight: [0.3, 1.5],
        colours: PASTELS,
        configurable: { share: 0.4, attributes: ['boja'] },
        count: 8,
      },
      1605: {
        nouns: [
          ['ležaljka za bebe', 'ležalnik za dojenčke'],
          ['električna ljuljačka', 'električna gugalnica'],
          ['ljuljačka za dovratnik', 'gugalnica za podboj'],
        ],
        price: [49, 249],
        materials: ['poliester', 'aluminij', 'drvo'],
        ages: ['0-6', '6-12'],
        weight: [2, 8],
        colours: PASTELS,
        maxChildWeight: [9, 13],
        count: 6,
      },
      1620: {
        nouns: [
          ['dječja soba po mjeri', 'otroška soba po meri'],
          ['ugradbeni ormar za dječju sobu', 'vgradna omara za otroško sobo'],
        ],
        price: [1500, 4900],
        materials: ['drvo'],
        ages: ['0-6', '6-12', '1-3', '3-plus'],
        weight: [60, 240],
        count: 5,
      },
    },
  },
  1700: {
    code: 'MAM',
    brands: ['lullaby', 'zibka', 'adria'],
    crossSellFrom: 1702,
    features: [
      ['prozračan materijal', 'zračen material'],
      ['prilagodljiva veličina', 'prilagodljiva velikost'],
      ['ergonomska potpora leđima', 'ergonomska opora hrbtu'],
      ['mnoštvo pretinaca', 'veliko predalčkov'],
      ['perivo na 30 °C', 'pralno pri 30 °C'],
    ],
    subs: {
      1701: {
        nouns: [
          ['trudničke tajice', 'nosečniške pajkice'],
          ['trudnička haljina', 'nosečniška obleka'],
          ['majica za dojenje', 'majica za dojenje'],
        ],
        price: [19.99, 59.99],
        materials: ['pamuk', 'organski-pamuk', 'bambus'],
        ages: ['0-6'],
        weight: [0.2, 0.5],
        colours: ['antracit', 'mornarsko-plava', 'bez', 'ruzicasta', 'crvena'],
        configurable: { share: 0.7, attributes: ['boja', 'velicina'], sizes: ADULT_SIZES },
      },
      1702: {
        nouns: [
          ['jastuk za dojenje', 'blazina za dojenje'],
          ['trudnički jastuk', 'nosečniška blazina'],
        ],
        price: [24.99, 69],
        materials: ['pamuk', 'organski-pamuk'],
        ages: ['0-6'],
        weight: [0.8, 2],
        colours: PASTELS,
      },
      1703: {
        nouns: [
          ['torba za mame', 'torba za mamice'],
          ['ruksak za pelene', 'nahrbtnik za plenice'],
        ],
        price: [29.99, 99],
        materials: ['poliester', 'pamuk'],
        ages: ['0-6', '6-12', '1-3'],
        weight: [0.5, 1.2],
        colours: ['antracit', 'siva', 'bez', 'mornarsko-plava'],
        customOption: { kind: 'monogram', share: 0.5 },
      },
      1704: {
        nouns: [
          ['ergonomska nosiljka', 'ergonomska nosilka'],
          ['marama za nošenje', 'ruta za nošenje'],
          ['hipseat nosiljka', 'hipseat nosilka'],
        ],
        price: [39, 179],
        materials: ['pamuk', 'organski-pamuk', 'bambus'],
        ages: ['0-6', '6-12', '1-3'],
        weight: [0.4, 1],
        colours: ['antracit', 'siva', 'bez', 'zelena'],
        maxChildWeight: [15, 20],
      },
    },
  },
}
