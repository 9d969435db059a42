import { SEED_EPOCH } from './seed.constants'
import { addArtwork } from './seed.media'
import { isoDaysAfter, type I18n, slugify } from './seed.text'
import type { SeedWriter } from './seed.writer'

interface EventSpec {
  title: I18n
  excerpt: I18n
  startsAt: string
  hours: number
  location: string
  address: string
  price: number
  capacity: number | null
}

const EVENTS: readonly EventSpec[] = [
  {
    title: { hr: 'Radionica nošenja beba', sl: 'Delavnica nošenja dojenčkov' },
    excerpt: {
      hr: 'Naučite pravilno vezati maramu i namjestiti nosiljku uz savjetnicu za nošenje.',
      sl: 'Naučite se pravilno zavezati ruto in namestiti nosilko s svetovalko za nošenje.',
    },
    startsAt: '2027-01-16T09:00:00.000Z',
    hours: 2,
    location: 'Vitrina Zagreb',
    address: 'Ilica 45, 10000 Zagreb',
    price: 15,
    capacity: 12,
  },
  {
    title: { hr: 'Tečaj prve pomoći za roditelje', sl: 'Tečaj prve pomoči za starše' },
    excerpt: {
      hr: 'Četiri sata praktičnih vježbi: gušenje, povišena temperatura i ozljede kod male djece.',
      sl: 'Štiri ure praktičnih vaj: zadušitev, povišana temperatura in poškodbe pri majhnih otrocih.',
    },
    startsAt: '2027-02-06T08:00:00.000Z',
    hours: 4,
    location: 'Vitrina Split',
    address: 'Poljička cesta 35, 21000 Split',
    price: 25,
    capacity: 20,
  },
  {
    title: { hr: 'Predavanje: dohrana bez stresa', sl: 'Predavanje: uvajanje hrane brez stresa' },
    excerpt: {
      hr: 'Online predavanje nutricionistice o prvim žličicama, alergenima i samostalnom hranjenju.',
      sl: 'Spletno predavanje nutricionistke o prvih žličkah, alergenih in samostojnem hranjenju.',
    },
    startsAt: '2027-02-20T17:00:00.000Z',
    hours: 1.5,
    location: 'Online',
    address: 'https://vitrina.test/online',
    price: 0,
    capacity: null,
  },
  {
    title: { hr: 'Dan otvorenih vrata u Rijeci', sl: 'Dan odprtih vrat na Reki' },
    excerpt: {
      hr: 'Isprobajte kolica i autosjedalice uz savjetnike i posebne popuste toga dana.',
      sl: 'Preizkusite vozičke in avtosedeže s svetovalci in posebnimi popusti ta dan.',
    },
    startsAt: '2027-03-13T08:00:00.000Z',
    hours: 8,
    location: 'Vitrina Rijeka',
    address: 'Korzo 12, 51000 Rijeka',
    price: 0,
    capacity: null,
  },
  {
    title: { hr: 'Sajam rabljene dječje opreme', sl: 'Sejem rabljene otroške opreme' },
    excerpt: {
      hr: 'Prodajte ili zamijenite opremu iz koje je dijete izraslo. Prijave za štand do tjedan dana prije.',
      sl: 'Prodajte ali zamenjajte opremo, iz katere je otrok zrasel. Prijave za stojnico do teden dni prej.',
    },
    startsAt: '2027-04-10T08:00:00.000Z',
    hours: 4,
    location: 'Vitrina Osijek',
    address: 'Europska avenija 8, 31000 Osijek',
    price: 0,
    capacity: 40,
  },
  {
    title: { hr: 'Pričaonica za trudnice', sl: 'Klepetalnica za nosečnice' },
    excerpt: {
      hr: 'Neformalno druženje budućih mama uz primalju: pitanja, iskustva i čaj.',
      sl: 'Neformalno druženje bodočih mamic z babico: vprašanja, izkušnje in čaj.',
    },
    startsAt: '2027-05-08T15:00:00.000Z',
    hours: 2,
    location: 'Vitrina Ljubljana',
    address: 'Slovenska cesta 20, 1000 Ljubljana',
    price: 0,
    capacity: 15,
  },
]

/** Seeds the events (all in 2027, so they read as upcoming). */
export function seedEvents(writer: SeedWriter): void {
  EVENTS.forEach((event, index) => {
    const createdAt = isoDaysAfter(SEED_EPOCH, -30 + index)
    const mediaId = addArtwork(writer, { palette: 'events', title: event.title.hr, directory: 'events', angle: index % 2 === 0 ? 0 : 1 }, createdAt)
    const id = writer.insert('events', {
      media_id: mediaId,
      starts_at: event.startsAt,
      ends_at: new Date(Date.parse(event.startsAt) + event.hours * 3_600_000).toISOString(),
      location: event.location,
      address: event.address,
      price: event.price,
      capacity: event.capacity,
      created_at: createdAt,
    })
    for (const language of ['hr', 'sl'] as const) {
      writer.insert('event_translations', {
        event_id: id,
        language,
        title: event.title[language],
        slug: slugify(event.title[language]),
        excerpt: event.excerpt[language],
        body: `<p>${event.excerpt[language]}</p>\n<p>${language === 'hr' ? `Mjesto: ${event.location}, ${event.address}.` : `Kraj: ${event.location}, ${event.address}.`}</p>`,
      })
    }
  })
}
