import type { ChromeText, I18n } from './seed.text'

/** A static page of the demo site (post type 'page'). */
export interface PageSpec {
  key: string
  /** Chrome: en and de show their own title over the hr page (migration 10). */
  title: ChromeText
  slug: I18n
  paragraphs: { hr: string[]; sl: string[] }
}

/** The pages the footer and header link to, in both languages. */
export const PAGES: readonly PageSpec[] = [
  {
    key: 'about',
    title: { hr: 'O nama', sl: 'O nas', en: 'About us', de: 'Über uns' },
    slug: { hr: 'o-nama', sl: 'o-nas' },
    paragraphs: {
      hr: [
        'Vitrina je obiteljska trgovina opremom za bebe i roditelje. Od 2012. godine pomažemo mladim obiteljima odabrati sigurna kolica, autosjedalice i sve ostalo što treba u prvim godinama.',
        'U našim poslovnicama u Zagrebu, Splitu, Rijeci i Osijeku dočekat će vas savjetnici koji su i sami roditelji. Online trgovina dostavlja u cijelu Hrvatsku i Sloveniju.',
      ],
      sl: [
        'Vitrina je družinska trgovina z opremo za dojenčke in starše. Od leta 2012 pomagamo mladim družinam izbrati varne vozičke, avtosedeže in vse drugo, kar potrebujejo v prvih letih.',
        'V naših poslovalnicah vas pričakajo svetovalci, ki so tudi sami starši. Spletna trgovina dostavlja po vsej Hrvaški in Sloveniji.',
      ],
    },
  },
  {
    key: 'contact',
    title: { hr: 'Kontakt', sl: 'Kontakt', en: 'Contact', de: 'Kontakt' },
    slug: { hr: 'kontakt', sl: 'kontakt' },
    paragraphs: {
      hr: [
        'Pišite nam na info@vitrina.test ili nas nazovite na +385 1 4000 100 radnim danom od 8 do 20 sati i subotom od 8 do 14 sati.',
        'Za upite o narudžbama navedite broj narudžbe. Odgovaramo u roku od jednog radnog dana.',
      ],
      sl: [
        'Pišite nam na info@vitrina.test ali nas pokličite na +385 1 4000 100 ob delavnikih od 8. do 20. ure in ob sobotah od 8. do 14. ure.',
        'Pri vprašanjih o naročilih navedite številko naročila. Odgovorimo v enem delovnem dnevu.',
      ],
    },
  },
  {
    key: 'terms',
    title: { hr: 'Uvjeti kupnje', sl: 'Pogoji nakupa', en: 'Terms of sale', de: 'Allgemeine Geschäftsbedingungen' },
    slug: { hr: 'uvjeti-kupnje', sl: 'pogoji-nakupa' },
    paragraphs: {
      hr: [
        'Ovi uvjeti vrijede za sve kupnje u web trgovini Vitrina. Narudžbom kupac potvrđuje da je s njima upoznat i da ih prihvaća.',
        'Cijene su izražene u eurima i uključuju PDV. Ugovor je sklopljen u trenutku kada kupac primi potvrdu narudžbe e-poštom.',
        'Kupac ima pravo jednostrano raskinuti ugovor u roku od 14 dana od primitka proizvoda, bez navođenja razloga.',
      ],
      sl: [
        'Ti pogoji veljajo za vse nakupe v spletni trgovini Vitrina. Z naročilom kupec potrjuje, da jih pozna in sprejema.',
        'Cene so izražene v evrih in vključujejo DDV. Pogodba je sklenjena, ko kupec prejme potrditev naročila po e-pošti.',
        'Kupec lahko v 14 dneh od prejema izdelka odstopi od pogodbe, ne da bi navedel razlog.',
      ],
    },
  },
  {
    key: 'cookies',
    title: { hr: 'Politika kolačića', sl: 'Politika piškotkov', en: 'Cookie policy', de: 'Cookie-Richtlinie' },
    slug: { hr: 'politika-kolacica', sl: 'politika-piskotkov' },
    paragraphs: {
      hr: [
        'Kolačići su male tekstualne datoteke koje web stranica sprema u vaš preglednik. Nužni kolačići omogućuju košaricu i prijavu; bez njih trgovina ne radi.',
        'Analitički kolačići pomažu nam razumjeti kako se stranica koristi, a marketinški prikazati ponude koje vas zanimaju. Te kolačiće spremamo samo uz vašu privolu.',
      ],
      sl: [
        'Piškotki so majhne besedilne datoteke, ki jih spletna stran shrani v vaš brskalnik. Nujni piškotki omogočajo košarico in prijavo; brez njih trgovina ne deluje.',
        'Analitični piškotki nam pomagajo razumeti uporabo strani, trženjski pa prikazati ponudbe, ki vas zanimajo. Te piškotke shranimo le z vašo privolitvijo.',
      ],
    },
  },
  {
    key: 'privacy',
    title: { hr: 'Politika privatnosti', sl: 'Politika zasebnosti', en: 'Privacy policy', de: 'Datenschutzerklärung' },
    slug: { hr: 'politika-privatnosti', sl: 'politika-zasebnosti' },
    paragraphs: {
      hr: [
        'Osobne podatke obrađujemo samo u svrhu izvršenja narudžbe, slanja obavijesti na koje ste pristali i ispunjavanja zakonskih obveza.',
        'U svakom trenutku možete zatražiti uvid, ispravak ili brisanje svojih podataka slanjem e-pošte na privatnost@vitrina.test.',
      ],
      sl: [
        'Osebne podatke obdelujemo le za izvedbo naročila, pošiljanje obvestil, na katera ste se prijavili, in izpolnjevanje zakonskih obveznosti.',
        'Kadar koli lahko zahtevate vpogled, popravek ali izbris svojih podatkov po e-pošti na privatnost@vitrina.test.',
      ],
    },
  },
  {
    key: 'delivery',
    title: { hr: 'Dostava', sl: 'Dostava', en: 'Delivery', de: 'Versand' },
    slug: { hr: 'dostava', sl: 'dostava' },
    paragraphs: {
      hr: [
        'Narudžbe dostavljamo kurirskom službom u roku od 2 do 4 radna dana. Dostava je besplatna za narudžbe iznad 67,00 €.',
        'Narudžbu možete besplatno preuzeti i u jednoj od naših poslovnica, obično već sljedeći radni dan.',
      ],
      sl: [
        'Naročila dostavljamo s kurirsko službo v 2 do 4 delovnih dneh. Dostava je brezplačna za naročila nad 67,00 €.',
        'Naročilo lahko brezplačno prevzamete tudi v eni od naših poslovalnic, običajno že naslednji delovni dan.',
      ],
    },
  },
  {
    key: 'payment',
    title: { hr: 'Načini plaćanja', sl: 'Načini plačila', en: 'Payment methods', de: 'Zahlungsarten' },
    slug: { hr: 'nacini-placanja', sl: 'nacini-placila' },
    paragraphs: {
      hr: ['Plaćati možete pouzećem, karticama (Visa, Mastercard, Maestro) putem sigurne stranice za plaćanje ili PayPalom.'],
      sl: ['Plačate lahko po povzetju, s karticami (Visa, Mastercard, Maestro) prek varne plačilne strani ali s PayPalom.'],
    },
  },
  {
    key: 'returns',
    title: { hr: 'Povrat i zamjena', sl: 'Vračilo in zamenjava', en: 'Returns and exchanges', de: 'Rückgabe und Umtausch' },
    slug: { hr: 'povrat-i-zamjena', sl: 'vracilo-in-zamenjava' },
    paragraphs: {
      hr: [
        'Neoštećen proizvod u originalnom pakiranju možete vratiti ili zamijeniti u roku od 14 dana. Trošak povrata snosi kupac, osim ako je proizvod neispravan.',
      ],
      sl: ['Nepoškodovan izdelek v originalni embalaži lahko vrnete ali zamenjate v 14 dneh. Stroške vračila krije kupec, razen če je izdelek pokvarjen.'],
    },
  },
  {
    key: 'faq',
    title: { hr: 'Česta pitanja', sl: 'Pogosta vprašanja', en: 'Frequently asked questions', de: 'Häufige Fragen' },
    slug: { hr: 'cesta-pitanja', sl: 'pogosta-vprasanja' },
    paragraphs: {
      hr: [
        'Mogu li izmijeniti narudžbu? Da, dok narudžba nije poslana: javite nam se što prije.',
        'Kako koristim člansku karticu? Unesite broj kartice u košarici ili u svom profilu i popust se primjenjuje automatski.',
      ],
      sl: [
        'Ali lahko spremenim naročilo? Da, dokler naročilo ni odposlano: oglasite se čim prej.',
        'Kako uporabim člansko kartico? Vnesite številko kartice v košarici ali v svojem profilu in popust se upošteva samodejno.',
      ],
    },
  },
  {
    key: 'news',
    title: { hr: 'Novosti', sl: 'Novice', en: 'News', de: 'Neuigkeiten' },
    slug: { hr: 'novosti', sl: 'novice' },
    paragraphs: {
      hr: ['Savjeti, novosti iz trgovine i priče roditelja.'],
      sl: ['Nasveti, novice iz trgovine in zgodbe staršev.'],
    },
  },
]
