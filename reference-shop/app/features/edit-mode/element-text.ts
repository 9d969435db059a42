/** An element's text field as edit mode edits it: the string, or '' for anything else (nothing, a number, a list). */
export function textOrEmpty(value: unknown): string {
  return typeof value === 'string' ? value : ''
}
