// After `tsup`: puts each entry's @packageDocumentation block at the top of its bundled declarations. The d.ts
// bundler drops an entry's leading comment, and a tsup banner would give every entry (and the shared chunk) the
// same one; API Extractor and TypeDoc read each entry's summary from its own d.ts.
import { readFileSync, writeFileSync } from 'node:fs'

const ENTRIES = ['index', 'account', 'back-office', 'forms', 'admin', 'dev-tools', 'messages']

for (const entry of ENTRIES) {
  const source = readFileSync(`src/${entry}.ts`, 'utf8')
  const docs = /^\/\*\*[\s\S]*?@packageDocumentation[\s\S]*?\*\//.exec(source)?.[0]
  if (!docs) throw new Error(`src/${entry}.ts has no @packageDocumentation block`)
  const file = `dist/${entry}.d.ts`
  const declarations = readFileSync(file, 'utf8')
  if (!declarations.startsWith(docs)) writeFileSync(file, `${docs}\n\n${declarations}`)
}
