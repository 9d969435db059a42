import type { SeedWriter } from './seed.writer'

/** The work hours of every branch office: Monday to Friday 8 to 20, Saturday 8 to 14. */
export const WEEKDAYS_8_20_SAT_8_14 = [1, 2, 3, 4, 5]
  .map((day) => ({ day, opens: '08:00', closes: '20:00' }))
  .concat([{ day: 6, opens: '08:00', closes: '14:00' }])

/** The branch offices; all of them are pickup points of the 'pickup' delivery method. */
export const BRANCHES = [
  {
    name: 'Vitrina Zagreb',
    street: 'Ilica',
    houseNumber: '45',
    zipCode: '10000',
    city: 'Zagreb',
    countryId: 191,
    phone: '+385 1 4000 101',
    email: 'zagreb@vitrina.test',
    lat: 45.8131,
    lng: 15.9692,
  },
  {
    name: 'Vitrina Split',
    street: 'Poljička cesta',
    houseNumber: '35',
    zipCode: '21000',
    city: 'Split',
    countryId: 191,
    phone: '+385 21 400 102',
    email: 'split@vitrina.test',
    lat: 43.5069,
    lng: 16.4637,
  },
  {
    name: 'Vitrina Rijeka',
    street: 'Korzo',
    houseNumber: '12',
    zipCode: '51000',
    city: 'Rijeka',
    countryId: 191,
    phone: '+385 51 400 103',
    email: 'rijeka@vitrina.test',
    lat: 45.3271,
    lng: 14.4422,
  },
  {
    name: 'Vitrina Osijek',
    street: 'Europska avenija',
    houseNumber: '8',
    zipCode: '31000',
    city: 'Osijek',
    countryId: 191,
    phone: '+385 31 400 104',
    email: 'osijek@vitrina.test',
    lat: 45.56,
    lng: 18.6786,
  },
  {
    name: 'Vitrina Ljubljana',
    street: 'Slovenska cesta',
    houseNumber: '20',
    zipCode: '1000',
    city: 'Ljubljana',
    countryId: 705,
    phone: '+386 1 400 105',
    email: 'ljubljana@vitrina.test',
    lat: 46.0511,
    lng: 14.5051,
  },
] as const

/** EAN-13 check digit of a 12-digit body. */
export function ean13(body: string): string {
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0)
  return `${body}${(10 - (sum % 10)) % 10}`
}

/** The member cards: barcode, discount, status; the first belongs to the demo shopper. */
export const MEMBER_CARDS = [
  { barcode: ean13('290000000001'), holder: 'Ana Horvat', discount: 5, status: 'active', validUntil: '2030-12-31' },
  { barcode: ean13('290000000002'), holder: 'Kartica za testiranje', discount: 10, status: 'active', validUntil: '2030-12-31' },
  { barcode: ean13('290000000003'), holder: 'Kartica za testiranje', discount: 5, status: 'active', validUntil: '2030-12-31' },
  { barcode: ean13('290000000004'), holder: 'Blokirana kartica', discount: 5, status: 'blocked', validUntil: '2030-12-31' },
  { barcode: ean13('290000000005'), holder: 'Istekla kartica', discount: 5, status: 'active', validUntil: '2025-12-31' },
  // Fault injection: a good card, but POST user/membership/check answers 503 for it (the external service is down).
  { barcode: ean13('290000000006'), holder: 'Kartica za ispad servisa', discount: 5, status: 'active', validUntil: '2030-12-31' },
] as const

/** The coupons: two valid ones, an expired one and one used up. */
export const COUPONS = [
  { code: 'DOBRODOSLI10', type: 'percent', value: 10, min: 0, from: '2025-01-01', to: '2030-12-31', limit: null, used: 0 },
  { code: 'POPUST5', type: 'fixed', value: 5, min: 30, from: '2025-01-01', to: '2030-12-31', limit: null, used: 0 },
  { code: 'ISTEKAO20', type: 'percent', value: 20, min: 0, from: '2025-01-01', to: '2026-01-31', limit: null, used: 0 },
  { code: 'ISKORISTEN15', type: 'percent', value: 15, min: 0, from: '2025-01-01', to: '2030-12-31', limit: 1, used: 1 },
] as const

/** Seeds branch offices, delivery methods (one with pickup branches), payment methods, coupons and member cards. */
export function seedCommerce(writer: SeedWriter): void {
  const branchIds = BRANCHES.map((branch, position) =>
    writer.insert('branch_offices', {
      name: branch.name,
      street: branch.street,
      house_number: branch.houseNumber,
      zip_code: branch.zipCode,
      city: branch.city,
      country_id: branch.countryId,
      phone: branch.phone,
      email: branch.email,
      workhours: WEEKDAYS_8_20_SAT_8_14,
      latitude: branch.lat,
      longitude: branch.lng,
      is_pickup_point: true,
      position,
    }),
  )

  // Prices are net; the shop adds VAT (spec: "Shipping price tax = price plus price times rate percent"). Method names
  // and descriptions are chrome, in every request language, amounts formatted as each language writes them.
  const delivery = [
    {
      code: 'courier',
      name: { hr: 'Dostava kurirskom službom', sl: 'Dostava s kurirsko službo', en: 'Courier delivery', de: 'Lieferung per Kurierdienst' },
      description: {
        hr: 'Dostava na adresu u 2 do 4 radna dana. Besplatno iznad 67,00 €.',
        sl: 'Dostava na naslov v 2 do 4 delovnih dneh. Brezplačno nad 67,00 €.',
        en: 'Delivered to your address in 2 to 4 working days. Free over €67.00.',
        de: 'Lieferung an Ihre Adresse in 2 bis 4 Werktagen. Kostenlos über 67,00 €.',
      },
      price: 3.99,
      freeOver: 67,
      pickup: false,
      digital: false,
      countries: null,
    },
    {
      code: 'pickup',
      name: { hr: 'Preuzimanje u poslovnici', sl: 'Prevzem v poslovalnici', en: 'Pickup at a branch', de: 'Abholung in der Filiale' },
      description: {
        hr: 'Besplatno preuzimanje, obično već sljedeći radni dan.',
        sl: 'Brezplačen prevzem, običajno že naslednji delovni dan.',
        en: 'Free pickup, usually as soon as the next working day.',
        de: 'Kostenlose Abholung, meist schon am nächsten Werktag.',
      },
      price: 0,
      freeOver: null,
      pickup: true,
      digital: false,
      countries: null,
    },
    {
      code: 'parcel-locker',
      name: { hr: 'Dostava u paketomat', sl: 'Dostava v paketomat', en: 'Parcel locker delivery', de: 'Lieferung an eine Paketstation' },
      description: {
        hr: 'Preuzmite paket kad vama odgovara. Samo u Hrvatskoj.',
        sl: 'Paket prevzemite, ko vam ustreza. Samo na Hrvaškem.',
        en: 'Pick up your parcel whenever it suits you. Croatia only.',
        de: 'Holen Sie Ihr Paket ab, wann es Ihnen passt. Nur in Kroatien.',
      },
      price: 2.39,
      freeOver: 67,
      pickup: false,
      digital: false,
      countries: ['HR'],
    },
    {
      code: 'email',
      name: { hr: 'Dostava e-poštom', sl: 'Dostava po e-pošti', en: 'Delivery by e-mail', de: 'Zustellung per E-Mail' },
      description: {
        hr: 'Za poklon bonove i e-knjige: poveznica stiže odmah nakon plaćanja.',
        sl: 'Za darilne bone in e-knjige: povezava prispe takoj po plačilu.',
        en: 'For gift cards and e-books: the link arrives right after payment.',
        de: 'Für Geschenkgutscheine und E-Books: Der Link kommt direkt nach der Zahlung.',
      },
      price: 0,
      freeOver: null,
      pickup: false,
      digital: true,
      countries: null,
    },
  ]
  delivery.forEach((method, position) => {
    const id = writer.insert('delivery_methods', {
      code: method.code,
      name: method.name,
      description: method.description,
      price: method.price,
      tax_rate: 25,
      free_over: method.freeOver,
      is_pickup: method.pickup,
      digital_only: method.digital,
      countries: method.countries,
      position,
      active: true,
    })
    if (method.pickup)
      branchIds.forEach((branchId, i) => writer.insert('delivery_method_branches', { delivery_method_id: id, branch_id: branchId, position: i }))
  })

  const payment = [
    {
      code: 'cash',
      name: { hr: 'Plaćanje pouzećem', sl: 'Plačilo po povzetju', en: 'Cash on delivery', de: 'Zahlung per Nachnahme' },
      description: {
        hr: 'Plaćate gotovinom ili karticom pri preuzimanju.',
        sl: 'Plačate z gotovino ali kartico ob prevzemu.',
        en: 'Pay by cash or card when you receive your order.',
        de: 'Sie zahlen bar oder mit Karte bei der Übergabe.',
      },
      type: null,
    },
    {
      code: 'card',
      name: { hr: 'Kartično plaćanje', sl: 'Plačilo s kartico', en: 'Card payment', de: 'Kartenzahlung' },
      description: {
        hr: 'Visa, Mastercard i Maestro putem sigurne stranice za plaćanje.',
        sl: 'Visa, Mastercard in Maestro prek varne plačilne strani.',
        en: 'Visa, Mastercard and Maestro through a secure payment page.',
        de: 'Visa, Mastercard und Maestro über eine sichere Zahlungsseite.',
      },
      type: 'HPF',
    },
    {
      code: 'paypal',
      name: { hr: 'PayPal', sl: 'PayPal', en: 'PayPal', de: 'PayPal' },
      description: {
        hr: 'Plaćanje PayPal računom.',
        sl: 'Plačilo z računom PayPal.',
        en: 'Pay with your PayPal account.',
        de: 'Zahlung mit Ihrem PayPal-Konto.',
      },
      type: 'PayPal',
    },
  ]
  payment.forEach((method, position) =>
    writer.insert('payment_methods', {
      code: method.code,
      name: method.name,
      description: method.description,
      payment_type: method.type,
      position,
      active: true,
    }),
  )

  for (const coupon of COUPONS) {
    writer.insert('coupons', {
      code: coupon.code,
      discount_type: coupon.type,
      value: coupon.value,
      min_cart_total: coupon.min,
      valid_from: `${coupon.from}T00:00:00.000Z`,
      valid_to: `${coupon.to}T23:59:59.999Z`,
      usage_limit: coupon.limit,
      used_count: coupon.used,
      active: true,
    })
  }
  for (const card of MEMBER_CARDS) {
    writer.insert('member_cards', {
      barcode: card.barcode,
      holder_name: card.holder,
      discount_percent: card.discount,
      status: card.status,
      valid_until: `${card.validUntil}T23:59:59.999Z`,
    })
  }
}
