import type Database from 'better-sqlite3'
import { all } from '../db/db.statements'
import { readTexts, type StoredTexts, textIn } from '../db/db.texts'
import type { RequestLanguage } from '../http/http.language'

/** The layered-filter types of an attribute. */
export type AttributeType = 'dropdown' | 'numberField' | 'multipleSelect' | 'textSwatch' | 'visualSwatch' | 'yesNo' | 'dateTime' | 'date'

/** How an attribute's values are stored and filtered. */
export type AttributeKind = 'options' | 'number' | 'flag' | 'date'

/** An attribute with its options, labels in every language they are written in (read them with {@link labelIn}). */
export interface AttributeDefinition {
  id: number
  code: string
  type: AttributeType
  kind: AttributeKind
  label: StoredTexts
  unit: string | null
  filterable: boolean
  position: number
  options: AttributeOption[]
}

/** One choosable value of an options attribute. */
export interface AttributeOption {
  id: number
  code: string
  label: StoredTexts
  swatch: string | null
  position: number
}

/** An option value as answers show it. */
export interface OptionValueJson {
  id: number
  code: string
  valueLabel: string
  swatch: string | null
}

interface AttributeRow {
  id: number
  code: string
  type: AttributeType
  label: string
  unit: string | null
  is_filterable: number
  position: number
}

interface OptionRow {
  id: number
  attribute_id: number
  code: string
  label: string
  swatch: string | null
  position: number
}

/** The storage kind of each attribute type. */
export function kindOf(type: AttributeType): AttributeKind {
  switch (type) {
    case 'numberField':
      return 'number'
    case 'yesNo':
      return 'flag'
    case 'date':
    case 'dateTime':
      return 'date'
    default:
      return 'options'
  }
}

/** Every attribute in position order, with its options in position order. */
export function readAttributes(db: Database.Database): AttributeDefinition[] {
  const options = all<OptionRow>(db, 'SELECT id, attribute_id, code, label, swatch, position FROM attribute_options ORDER BY position, id')
  return all<AttributeRow>(db, 'SELECT id, code, type, label, unit, is_filterable, position FROM attributes ORDER BY position, id').map((row) => ({
    id: row.id,
    code: row.code,
    type: row.type,
    kind: kindOf(row.type),
    label: readTexts(row.label),
    unit: row.unit,
    filterable: row.is_filterable === 1,
    position: row.position,
    options: options
      .filter((option) => option.attribute_id === row.id)
      .map((option) => ({
        id: option.id,
        code: option.code,
        label: readTexts(option.label),
        swatch: option.swatch,
        position: option.position,
      })),
  }))
}

/** The label of an attribute or option in `language`: its own, else the hr one, else its code. */
export function labelIn(labelled: { code: string; label: StoredTexts }, language: RequestLanguage): string {
  return textIn(labelled.label, language, labelled.code)
}

/** An option as answers show it, in `language`. */
export function optionValueJson(option: AttributeOption, language: RequestLanguage): OptionValueJson {
  return { id: option.id, code: option.code, valueLabel: labelIn(option, language), swatch: option.swatch }
}

/** The yes/no labels of yesNo attributes. */
export const YES_NO_LABELS: Record<RequestLanguage, { yes: string; no: string }> = {
  hr: { yes: 'Da', no: 'Ne' },
  sl: { yes: 'Da', no: 'Ne' },
  en: { yes: 'Yes', no: 'No' },
  de: { yes: 'Ja', no: 'Nein' },
}
