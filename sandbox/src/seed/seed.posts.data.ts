import type { I18n } from './seed.text'

/** A blog term (taxonomy category or tag). */
export interface TermSpec {
  key: string
  taxonomy: 'category' | 'tag'
  title: I18n
  slug: I18n
}

/** Blog categories and tags. */
export const TERMS: readonly TermSpec[] = [
  { key: 'pregnancy', taxonomy: 'category', title: { hr: 'Trudnoća', sl: 'Nosečnost' }, slug: { hr: 'trudnoca', sl: 'nosecnost' } },
  { key: 'firstYear', taxonomy: 'category', title: { hr: 'Prva godina', sl: 'Prvo leto' }, slug: { hr: 'prva-godina', sl: 'prvo-leto' } },
  { key: 'nutrition', taxonomy: 'category', title: { hr: 'Prehrana', sl: 'Prehrana' }, slug: { hr: 'prehrana', sl: 'prehrana' } },
  { key: 'safety', taxonomy: 'category', title: { hr: 'Sigurnost', sl: 'Varnost' }, slug: { hr: 'sigurnost', sl: 'varnost' } },
  { key: 'play', taxonomy: 'category', title: { hr: 'Igra i razvoj', sl: 'Igra in razvoj' }, slug: { hr: 'igra-i-razvoj', sl: 'igra-in-razvoj' } },
  { key: 'tips', taxonomy: 'tag', title: { hr: 'Savjeti', sl: 'Nasveti' }, slug: { hr: 'savjeti', sl: 'nasveti' } },
  { key: 'newborn', taxonomy: 'tag', title: { hr: 'Novorođenče', sl: 'Novorojenček' }, slug: { hr: 'novorodence', sl: 'novorojencek' } },
  { key: 'sleep', taxonomy: 'tag', title: { hr: 'Spavanje', sl: 'Spanje' }, slug: { hr: 'spavanje', sl: 'spanje' } },
  { key: 'solids', taxonomy: 'tag', title: { hr: 'Dohrana', sl: 'Uvajanje hrane' }, slug: { hr: 'dohrana', sl: 'uvajanje-hrane' } },
  { key: 'travel', taxonomy: 'tag', title: { hr: 'Putovanje', sl: 'Potovanje' }, slug: { hr: 'putovanje', sl: 'potovanje' } },
  { key: 'bath', taxonomy: 'tag', title: { hr: 'Kupanje', sl: 'Kopanje' }, slug: { hr: 'kupanje', sl: 'kopanje' } },
  { key: 'breastfeeding', taxonomy: 'tag', title: { hr: 'Dojenje', sl: 'Dojenje' }, slug: { hr: 'dojenje-savjeti', sl: 'dojenje-nasveti' } },
]

/** A blog post: its title and excerpt per language, one category and some tags. */
export interface PostSpec {
  title: I18n
  excerpt: I18n
  category: string
  tags: string[]
}

/** The blog posts, newest first (the first is published last). */
export const POSTS: readonly PostSpec[] = [
  {
    title: { hr: 'Kako odabrati prva kolica', sl: 'Kako izbrati prvi voziček' },
    excerpt: {
      hr: 'Teren, prtljažnik automobila i način života odlučuju više od boje. Evo na što paziti pri kupnji prvih kolica.',
      sl: 'Teren, prtljažnik avtomobila in način življenja odločajo bolj kot barva. Na kaj paziti pri nakupu prvega vozička.',
    },
    category: 'firstYear',
    tags: ['tips', 'travel'],
  },
  {
    title: { hr: 'Autosjedalica: najčešće pogreške pri ugradnji', sl: 'Avtosedež: najpogostejše napake pri vgradnji' },
    excerpt: {
      hr: 'Labavi pojasevi i pogrešan kut naslona česte su pogreške. Provjerite svoju autosjedalicu u pet koraka.',
      sl: 'Ohlapni pasovi in napačen kot naslona so pogoste napake. Preverite svoj avtosedež v petih korakih.',
    },
    category: 'safety',
    tags: ['tips', 'travel'],
  },
  {
    title: { hr: 'Prvi tjedni s bebom: što doista trebate', sl: 'Prvi tedni z dojenčkom: kaj zares potrebujete' },
    excerpt: {
      hr: 'Popis osnovne opreme za prve tjedne, bez suvišnih stvari koje završe u ormaru.',
      sl: 'Seznam osnovne opreme za prve tedne, brez odvečnih stvari, ki končajo v omari.',
    },
    category: 'firstYear',
    tags: ['newborn', 'tips'],
  },
  {
    title: { hr: 'Dohrana korak po korak', sl: 'Uvajanje goste hrane korak za korakom' },
    excerpt: {
      hr: 'Kada početi, kojim namirnicama i kako prepoznati da je beba spremna za prve žličice.',
      sl: 'Kdaj začeti, s katerimi živili in kako prepoznati, da je dojenček pripravljen na prve žličke.',
    },
    category: 'nutrition',
    tags: ['solids'],
  },
  {
    title: { hr: 'Dojenje: odgovori na najčešća pitanja', sl: 'Dojenje: odgovori na najpogostejša vprašanja' },
    excerpt: {
      hr: 'Koliko često, koliko dugo i kako znati dobiva li beba dovoljno mlijeka.',
      sl: 'Kako pogosto, kako dolgo in kako vedeti, ali dojenček dobi dovolj mleka.',
    },
    category: 'nutrition',
    tags: ['breastfeeding', 'newborn'],
  },
  {
    title: { hr: 'Kako uspostaviti ritam spavanja', sl: 'Kako vzpostaviti ritem spanja' },
    excerpt: {
      hr: 'Večernja rutina, zamračena soba i strpljenje: jednostavni koraci do mirnijih noći.',
      sl: 'Večerna rutina, zatemnjena soba in potrpežljivost: preprosti koraki do mirnejših noči.',
    },
    category: 'firstYear',
    tags: ['sleep'],
  },
  {
    title: { hr: 'Torba za rodilište: popis za spakirati', sl: 'Torba za porodnišnico: seznam za pakiranje' },
    excerpt: {
      hr: 'Što spakirati za sebe, a što za bebu, i kada torba treba biti spremna.',
      sl: 'Kaj spakirati zase in kaj za dojenčka ter kdaj mora biti torba pripravljena.',
    },
    category: 'pregnancy',
    tags: ['tips', 'newborn'],
  },
  {
    title: { hr: 'Vježbanje u trudnoći', sl: 'Telovadba v nosečnosti' },
    excerpt: {
      hr: 'Šetnja, plivanje i joga za trudnice: kako ostati aktivna i na što paziti u svakom tromjesečju.',
      sl: 'Sprehodi, plavanje in joga za nosečnice: kako ostati aktivna in na kaj paziti v vsakem trimesečju.',
    },
    category: 'pregnancy',
    tags: ['tips'],
  },
  {
    title: { hr: 'Prvo kupanje novorođenčeta', sl: 'Prvo kopanje novorojenčka' },
    excerpt: {
      hr: 'Temperatura vode, držanje bebe i sve što trebate imati pri ruci prije nego što počnete.',
      sl: 'Temperatura vode, držanje dojenčka in vse, kar potrebujete pri roki, preden začnete.',
    },
    category: 'firstYear',
    tags: ['bath', 'newborn'],
  },
  {
    title: { hr: 'Igre za razvoj motorike do prve godine', sl: 'Igre za razvoj motorike do prvega leta' },
    excerpt: { hr: 'Jednostavne igre koje potiču puzanje, hvatanje i prve korake.', sl: 'Preproste igre, ki spodbujajo plazenje, prijemanje in prve korake.' },
    category: 'play',
    tags: ['tips'],
  },
  {
    title: { hr: 'Sigurnost doma za male istraživače', sl: 'Varnost doma za male raziskovalce' },
    excerpt: {
      hr: 'Zaštita utičnica, ladica i stepenica prije nego što beba krene puzati.',
      sl: 'Zaščita vtičnic, predalov in stopnic, preden se dojenček začne plaziti.',
    },
    category: 'safety',
    tags: ['tips'],
  },
  {
    title: { hr: 'Putovanje automobilom s bebom', sl: 'Potovanje z avtom z dojenčkom' },
    excerpt: {
      hr: 'Pauze svaka dva sata, prava temperatura i igračke na dohvat ruke.',
      sl: 'Postanki vsaki dve uri, prava temperatura in igrače na dosegu roke.',
    },
    category: 'safety',
    tags: ['travel'],
  },
  {
    title: { hr: 'Kako odabrati bočicu i dudu', sl: 'Kako izbrati stekleničko in dudo' },
    excerpt: {
      hr: 'Staklo ili plastika, protok dude i ventili protiv grčeva: vodič kroz ponudu.',
      sl: 'Steklo ali plastika, pretok dude in ventili proti krčem: vodnik skozi ponudbo.',
    },
    category: 'nutrition',
    tags: ['tips'],
  },
  {
    title: { hr: 'Slojevito odijevanje bebe zimi', sl: 'Večplastno oblačenje dojenčka pozimi' },
    excerpt: {
      hr: 'Pravilo jednog sloja više nego odrasli i kako provjeriti je li bebi toplo.',
      sl: 'Pravilo ene plasti več kot odrasli in kako preveriti, ali je dojenčku toplo.',
    },
    category: 'firstYear',
    tags: ['tips'],
  },
  {
    title: { hr: 'Čitanje slikovnica od prvih mjeseci', sl: 'Branje slikanic od prvih mesecev' },
    excerpt: {
      hr: 'Zašto je zajedničko čitanje važno i koje su slikovnice prikladne za najmlađe.',
      sl: 'Zakaj je skupno branje pomembno in katere slikanice so primerne za najmlajše.',
    },
    category: 'play',
    tags: ['tips'],
  },
  {
    title: { hr: 'Uređenje dječje sobe', sl: 'Ureditev otroške sobe' },
    excerpt: {
      hr: 'Od krevetića do komode: raspored koji je siguran, praktičan i raste s djetetom.',
      sl: 'Od posteljice do komode: razporeditev, ki je varna, praktična in raste z otrokom.',
    },
    category: 'safety',
    tags: ['sleep'],
  },
  {
    title: { hr: 'Prehrana u trudnoći', sl: 'Prehrana v nosečnosti' },
    excerpt: {
      hr: 'Što jesti, a što izbjegavati, i koji su dodaci prehrani doista potrebni.',
      sl: 'Kaj jesti in česa se izogibati ter kateri prehranski dodatki so res potrebni.',
    },
    category: 'pregnancy',
    tags: ['tips'],
  },
  {
    title: { hr: 'Nošenje beba: marama ili nosiljka?', sl: 'Nošenje dojenčkov: ruta ali nosilka?' },
    excerpt: {
      hr: 'Prednosti i mane obje mogućnosti te kako pravilno namjestiti bebu.',
      sl: 'Prednosti in slabosti obeh možnosti ter kako pravilno namestiti dojenčka.',
    },
    category: 'firstYear',
    tags: ['travel', 'tips'],
  },
  {
    title: { hr: 'Zubići stižu: kako olakšati nicanje', sl: 'Zobki prihajajo: kako olajšati izraščanje' },
    excerpt: {
      hr: 'Grickalice, hladne krpice i strpljenje: provjereni načini za lakše nicanje zubića.',
      sl: 'Grizala, hladne krpice in potrpežljivost: preizkušeni načini za lažje izraščanje zobkov.',
    },
    category: 'firstYear',
    tags: ['tips'],
  },
  {
    title: { hr: 'Kupanje bez suza', sl: 'Kopanje brez solz' },
    excerpt: {
      hr: 'Kako od večernjeg kupanja napraviti opuštenu rutinu koju vole i beba i roditelji.',
      sl: 'Kako iz večernega kopanja narediti sproščeno rutino, ki jo imajo radi dojenček in starši.',
    },
    category: 'play',
    tags: ['bath', 'sleep'],
  },
]

/** Two body paragraphs per blog category, so every post reads like an article. */
export const CATEGORY_PARAGRAPHS: Record<string, { hr: [string, string]; sl: [string, string] }> = {
  pregnancy: {
    hr: [
      'Svaka je trudnoća drukčija, pa savjete uvijek prilagodite sebi i dogovorite se sa svojim liječnikom.',
      'U našim poslovnicama rado ćemo vam pokazati opremu i odgovoriti na pitanja, bez obveze kupnje.',
    ],
    sl: [
      'Vsaka nosečnost je drugačna, zato nasvete vedno prilagodite sebi in se posvetujte s svojim zdravnikom.',
      'V naših poslovalnicah vam z veseljem pokažemo opremo in odgovorimo na vprašanja, brez obveznosti nakupa.',
    ],
  },
  firstYear: {
    hr: [
      'Prva godina prolazi brzo: beba se mijenja iz tjedna u tjedan, a s njom i ono što vam treba.',
      'Ne morate sve kupiti unaprijed. Počnite s osnovama i dopunjujte kako beba raste.',
    ],
    sl: [
      'Prvo leto mine hitro: dojenček se spreminja iz tedna v teden, z njim pa tudi to, kar potrebujete.',
      'Ni treba kupiti vsega vnaprej. Začnite z osnovami in dopolnjujte, ko dojenček raste.',
    ],
  },
  nutrition: {
    hr: [
      'Prehrana je jedno od prvih područja u kojem roditelji traže savjet, i s razlogom: navike se stvaraju rano.',
      'Pratite bebine znakove gladi i sitosti i ne uspoređujte je s drugom djecom.',
    ],
    sl: [
      'Prehrana je eno prvih področij, kjer starši iščejo nasvet, in to upravičeno: navade se oblikujejo zgodaj.',
      'Spremljajte znake lakote in sitosti ter dojenčka ne primerjajte z drugimi otroki.',
    ],
  },
  safety: {
    hr: [
      'Sigurnost nije stvar sreće nego navike: nekoliko provjera prije svake vožnje ili igre sprječava većinu nezgoda.',
      'Birajte opremu testiranu prema važećim europskim normama i pratite upute proizvođača.',
    ],
    sl: [
      'Varnost ni stvar sreče, ampak navade: nekaj preverjanj pred vsako vožnjo ali igro prepreči večino nesreč.',
      'Izbirajte opremo, preizkušeno po veljavnih evropskih standardih, in upoštevajte navodila proizvajalca.',
    ],
  },
  play: {
    hr: [
      'Igra je bebin način učenja: kroz nju razvija motoriku, govor i povjerenje u svijet oko sebe.',
      'Najbolja igračka je roditelj koji ima vremena. Igračke su tu da pomognu, ne da zamijene druženje.',
    ],
    sl: [
      'Igra je dojenčkov način učenja: z njo razvija motoriko, govor in zaupanje v svet okoli sebe.',
      'Najboljša igrača je starš, ki ima čas. Igrače so tu, da pomagajo, ne da nadomestijo druženje.',
    ],
  },
}
