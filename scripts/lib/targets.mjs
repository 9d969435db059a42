// The issue's targets, collected while the bench measures and printed together at its end, so that one block
// says which are met on this machine. A value that could not be measured (a Lighthouse run that failed, a
// page that answered an error) counts as not met rather than being left out.

// Coloured on a terminal only, so that a saved or piped run stays plain text.
const colour = (code, text) => (process.stdout.isTTY ? `\u001b[${code}m${text}\u001b[0m` : text)
const MET = colour(32, '✓')
const MISSED = colour(31, '✗')

/** The ✓ or ✗ of a check; a space for a value printed without a target. */
export function mark(met) {
  return met === null ? ' ' : met ? MET : MISSED
}

/** A board of targets: record checks as they are measured, print them once at the end. */
export function createTargetBoard() {
  const rows = []

  function record(name, shown, target, met) {
    rows.push({ name, shown, target, met })
    return met
  }

  return {
    /** Records `value` (null when not measured) against a minimum; returns whether it is met. */
    atLeast(name, value, min, format = String) {
      return record(name, value === null ? 'not measured' : format(value), `≥ ${format(min)}`, value !== null && value >= min)
    },
    /** Records `value` (null when not measured) against a maximum; returns whether it is met. */
    atMost(name, value, max, format = String) {
      return record(name, value === null ? 'not measured' : format(value), `≤ ${format(max)}`, value !== null && value <= max)
    },
    /** Records a check measured elsewhere: what to show, the target's text and whether it is met. */
    check(name, shown, target, met) {
      return record(name, shown, target, Boolean(met))
    },
    /** A number the issue asks to see printed beside the targets, with no threshold of its own. */
    note(name, shown) {
      record(name, shown, 'printed', null)
    },
    print() {
      const checks = rows.filter((row) => row.met !== null)
      const met = checks.filter((row) => row.met).length
      const nameWidth = Math.max(...rows.map((row) => row.name.length), 10)
      const valueWidth = Math.max(...rows.map((row) => row.shown.length), 5)
      for (const row of rows) {
        console.log(`${mark(row.met)} ${row.name.padEnd(nameWidth)}  ${row.shown.padStart(valueWidth)}   target ${row.target}`)
      }
      console.log(`${met} of ${checks.length} targets met${met === checks.length ? '' : `; not met: ${checks.length - met}`}`)
    },
  }
}
