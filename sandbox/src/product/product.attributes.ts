import type Database from 'better-sqlite3'
import { all, json } from '../db/db.statements'
import type { ContentLanguage } from '../http/http.language'

/** The layered-filter types of an attribute. */
export type AttributeType = 'dropdown' | 'numberField' | 'multipleSelect' | 'textSwatch' | 'visualSwatch' | 'yesNo' | 'dateTime' | 'date'

/** How an attribute's values are stored and filtered. */
export type AttributeKind = 'options' | 'number' | 'flag' | 'date'

/** An attribute with its options, labels in both content languages. */
export interface AttributeDefinition {
  id: number
  code: string
  type: AttributeType
  kind: AttributeKind
  label: Record<ContentLanguage, string>
  unit: string | null
  filterable: boolean
  position: number
  options: AttributeOption[]
}

/** One choosable value of an options attribute. */
export interface AttributeOption {
  id: number
  code: string
  label: Record<ContentLanguage, string>
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
    label: json(row.label, { hr: row.code, sl: row.code }),
    unit: row.unit,
    filterable: row.is_filterable === 1,
    position: row.position,
    options: options
      .filter((option) => option.attribute_id === row.id)
      .map((option) => ({
        id: option.id,
        code: option.code,
        label: json(option.label, { hr: option.code, sl: option.code }),
        swatch: option.swatch,
        position: option.position,
      })),
  }))
}

/** An option as answers show it, in `language`. */
export function optionValueJson(option: AttributeOption, language: ContentLanguage): OptionValueJson {
  return { id: option.id, code: option.code, valueLabel: option.label[language], swatch: option.swatch }
}

/** The yes/no labels of yesNo attributes. */
export const YES_NO_LABELS: Record<ContentLanguage, { yes: string; no: string }> = {
  hr: { yes: 'Da', no: 'Ne' },
  sl: { yes: 'Da', no: 'Ne' },
}
