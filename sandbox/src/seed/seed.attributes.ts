import type { ChromeText } from './seed.text'
import type { SeedWriter } from './seed.writer'

type AttributeType = 'dropdown' | 'numberField' | 'multipleSelect' | 'textSwatch' | 'visualSwatch' | 'yesNo' | 'dateTime' | 'date'

interface AttributeSpec {
  code: string
  type: AttributeType
  /** Attributes and their options are chrome: labelled in every request language. */
  label: ChromeText
  unit?: string
  configurable?: boolean
  options?: Array<{ code: string; label: ChromeText; swatch?: string }>
}

const size = (code: string): { code: string; label: ChromeText; swatch: string } => ({ code, label: { hr: code, sl: code, en: code, de: code }, swatch: code })

/** The attributes, covering every layered-filter type. */
export const ATTRIBUTES: readonly AttributeSpec[] = [
  {
    code: 'boja',
    type: 'visualSwatch',
    label: { hr: 'Boja', sl: 'Barva', en: 'Color', de: 'Farbe' },
    configurable: true,
    options: [
      { code: 'bijela', label: { hr: 'Bijela', sl: 'Bela', en: 'White', de: 'Weiß' }, swatch: '#FFFFFF' },
      { code: 'siva', label: { hr: 'Siva', sl: 'Siva', en: 'Gray', de: 'Grau' }, swatch: '#A0A4A8' },
      { code: 'antracit', label: { hr: 'Antracit', sl: 'Antracit', en: 'Anthracite', de: 'Anthrazit' }, swatch: '#3E4349' },
      { code: 'plava', label: { hr: 'Plava', sl: 'Modra', en: 'Blue', de: 'Blau' }, swatch: '#7EA7D8' },
      { code: 'mornarsko-plava', label: { hr: 'Mornarsko plava', sl: 'Mornarsko modra', en: 'Navy blue', de: 'Marineblau' }, swatch: '#2C3E63' },
      { code: 'ruzicasta', label: { hr: 'Ružičasta', sl: 'Roza', en: 'Pink', de: 'Rosa' }, swatch: '#F4B6C2' },
      { code: 'zelena', label: { hr: 'Zelena', sl: 'Zelena', en: 'Green', de: 'Grün' }, swatch: '#8FC79A' },
      { code: 'mint', label: { hr: 'Mint', sl: 'Meta', en: 'Mint', de: 'Mint' }, swatch: '#BDE5D5' },
      { code: 'zuta', label: { hr: 'Žuta', sl: 'Rumena', en: 'Yellow', de: 'Gelb' }, swatch: '#F7DC6F' },
      { code: 'bez', label: { hr: 'Bež', sl: 'Bež', en: 'Beige', de: 'Beige' }, swatch: '#E8D8C3' },
      { code: 'crvena', label: { hr: 'Crvena', sl: 'Rdeča', en: 'Red', de: 'Rot' }, swatch: '#E57373' },
    ],
  },
  {
    code: 'velicina',
    type: 'textSwatch',
    label: { hr: 'Veličina', sl: 'Velikost', en: 'Size', de: 'Größe' },
    configurable: true,
    options: ['50', '56', '62', '68', '74', '80', '86', '92', '98', '104', 'S', 'M', 'L', 'XL'].map(size),
  },
  {
    code: 'materijal',
    type: 'dropdown',
    label: { hr: 'Materijal', sl: 'Material', en: 'Material', de: 'Material' },
    options: [
      { code: 'pamuk', label: { hr: 'Pamuk', sl: 'Bombaž', en: 'Cotton', de: 'Baumwolle' } },
      { code: 'organski-pamuk', label: { hr: 'Organski pamuk', sl: 'Organski bombaž', en: 'Organic cotton', de: 'Bio-Baumwolle' } },
      { code: 'bambus', label: { hr: 'Bambus', sl: 'Bambus', en: 'Bamboo', de: 'Bambus' } },
      { code: 'drvo', label: { hr: 'Drvo', sl: 'Les', en: 'Wood', de: 'Holz' } },
      { code: 'plastika-bez-bpa', label: { hr: 'Plastika bez BPA', sl: 'Plastika brez BPA', en: 'BPA-free plastic', de: 'BPA-freier Kunststoff' } },
      { code: 'silikon', label: { hr: 'Silikon', sl: 'Silikon', en: 'Silicone', de: 'Silikon' } },
      { code: 'aluminij', label: { hr: 'Aluminij', sl: 'Aluminij', en: 'Aluminum', de: 'Aluminium' } },
      { code: 'poliester', label: { hr: 'Poliester', sl: 'Poliester', en: 'Polyester', de: 'Polyester' } },
      { code: 'vuna', label: { hr: 'Vuna', sl: 'Volna', en: 'Wool', de: 'Wolle' } },
      { code: 'staklo', label: { hr: 'Staklo', sl: 'Steklo', en: 'Glass', de: 'Glas' } },
      { code: 'papir', label: { hr: 'Papir', sl: 'Papir', en: 'Paper', de: 'Papier' } },
    ],
  },
  {
    code: 'dob',
    type: 'multipleSelect',
    label: { hr: 'Dob djeteta', sl: 'Starost otroka', en: "Child's age", de: 'Alter des Kindes' },
    options: [
      { code: '0-6', label: { hr: '0–6 mjeseci', sl: '0–6 mesecev', en: '0–6 months', de: '0–6 Monate' } },
      { code: '6-12', label: { hr: '6–12 mjeseci', sl: '6–12 mesecev', en: '6–12 months', de: '6–12 Monate' } },
      { code: '1-3', label: { hr: '1–3 godine', sl: '1–3 leta', en: '1–3 years', de: '1–3 Jahre' } },
      { code: '3-plus', label: { hr: '3+ godine', sl: '3+ leta', en: '3+ years', de: '3+ Jahre' } },
    ],
  },
  { code: 'tezina', type: 'numberField', label: { hr: 'Težina proizvoda', sl: 'Teža izdelka', en: 'Product weight', de: 'Produktgewicht' }, unit: 'kg' },
  {
    code: 'max_tezina_djeteta',
    type: 'numberField',
    label: { hr: 'Maks. težina djeteta', sl: 'Najv. teža otroka', en: 'Max. child weight', de: 'Max. Kindergewicht' },
    unit: 'kg',
  },
  { code: 'eko', type: 'yesNo', label: { hr: 'Eko certifikat', sl: 'Eko certifikat', en: 'Eco certificate', de: 'Öko-Zertifikat' } },
  { code: 'dostupno_od', type: 'date', label: { hr: 'Dostupno od', sl: 'Na voljo od', en: 'Available from', de: 'Verfügbar ab' } },
  { code: 'akcija_do', type: 'dateTime', label: { hr: 'Akcija traje do', sl: 'Akcija velja do', en: 'Sale ends', de: 'Angebot gültig bis' } },
]

/** The attribute sets and the attributes each holds. */
const ATTRIBUTE_SETS = [
  { code: 'djecja-oprema', name: 'Dječja oprema', attributes: ['boja', 'materijal', 'dob', 'tezina', 'max_tezina_djeteta', 'eko', 'dostupno_od', 'akcija_do'] },
  { code: 'odjeca', name: 'Odjeća', attributes: ['boja', 'velicina', 'materijal', 'dob', 'tezina', 'eko', 'dostupno_od', 'akcija_do'] },
  { code: 'digitalni', name: 'Digitalni proizvodi', attributes: ['materijal', 'dob', 'dostupno_od', 'akcija_do'] },
] as const

/** An attribute set code. */
export type AttributeSetCode = (typeof ATTRIBUTE_SETS)[number]['code']

/** Ids of the seeded attributes, options and sets. */
export interface AttributeLookup {
  attributeId(code: string): number
  optionId(attributeCode: string, optionCode: string): number
  optionLabel(attributeCode: string, optionCode: string): ChromeText
  swatch(attributeCode: string, optionCode: string): string
  setId(code: AttributeSetCode): number
}

/** Seeds attributes, their options and the attribute sets. */
export function seedAttributes(writer: SeedWriter): AttributeLookup {
  const attributes = new Map<string, number>()
  const options = new Map<string, { id: number; label: ChromeText; swatch: string }>()
  ATTRIBUTES.forEach((attribute, position) => {
    const id = writer.insert('attributes', {
      code: attribute.code,
      type: attribute.type,
      label: attribute.label,
      unit: attribute.unit ?? null,
      is_filterable: true,
      is_configurable: attribute.configurable ?? false,
      position,
    })
    attributes.set(attribute.code, id)
    attribute.options?.forEach((option, optionPosition) => {
      const optionId = writer.insert('attribute_options', {
        attribute_id: id,
        code: option.code,
        label: option.label,
        swatch: option.swatch ?? null,
        position: optionPosition,
      })
      options.set(`${attribute.code}:${option.code}`, { id: optionId, label: option.label, swatch: option.swatch ?? '' })
    })
  })
  const sets = new Map<string, number>()
  for (const set of ATTRIBUTE_SETS) {
    const id = writer.insert('attribute_sets', { code: set.code, name: set.name })
    sets.set(set.code, id)
    set.attributes.forEach((code, position) => writer.insert('attribute_set_attributes', { set_id: id, attribute_id: attributes.get(code)!, position }))
  }
  const option = (attributeCode: string, optionCode: string) => {
    const found = options.get(`${attributeCode}:${optionCode}`)
    if (!found) throw new Error(`Unknown option ${attributeCode}:${optionCode}`)
    return found
  }
  return {
    attributeId: (code) => {
      const id = attributes.get(code)
      if (id === undefined) throw new Error(`Unknown attribute ${code}`)
      return id
    },
    optionId: (attributeCode, optionCode) => option(attributeCode, optionCode).id,
    optionLabel: (attributeCode, optionCode) => option(attributeCode, optionCode).label,
    swatch: (attributeCode, optionCode) => option(attributeCode, optionCode).swatch,
    setId: (code) => sets.get(code)!,
  }
}
