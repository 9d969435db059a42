// Type-checks every TypeScript code block of the guides and the READMEs, and every ```ts / ```tsx block under an
// `@example` tag of the TSDoc in the packages' sources (what the API reference shows), against those sources, so that
// a snippet a reader copies compiles. `node scripts/lib/doc-snippets.mjs` (a step of `npm test`'s type-check lanes).
//
// Each ```ts / ```tsx block becomes a module under node_modules/.vitrina-doc-snippets/ and one TypeScript program
// checks them all (a few seconds). `@vitrina/*` resolve through the workspace links with the `source` condition,
// so the blocks are checked against src, not a stale dist. The names the guides take for granted (the instance
// `shop`, the app's `toast`, ...) are declared once in docs/snippets/context.d.ts. A block fenced ```tsx file=app/x.tsx
// is written as that file (in a folder of its page), so one block can import another. A block fenced ```ts no-check is
// skipped: for what is not TypeScript a reader can compile (a type's shape, a file tree); say why beside it.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { root } from './process.mjs'

const require = createRequire(import.meta.url)
const out = join(root, 'node_modules', '.vitrina-doc-snippets')

/** The Markdown files whose code blocks are checked, relative to the root. */
export function snippetSources() {
  const guides = readdirSync(join(root, 'docs', 'guides'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/guides/${name}`)
  const others = ['README.md', 'docs/README.md', 'sdk/README.md', 'react-bindings/README.md', 'sandbox/README.md', 'examples/README.md']
  return [...others.filter((file) => existsSync(join(root, file))), ...guides.sort()]
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/

/** The TypeScript blocks of one Markdown text: language, whether it opted out, its first line (1-based) and code. */
export function extractSnippets(markdown) {
  const lines = markdown.split('\n')
  const blocks = []
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i])
    if (!open) continue
    const [, indent, fence, language, info] = open
    const close = new RegExp(`^\\s*\\${fence[0]}{${fence.length},}\\s*$`)
    const body = []
    let j = i + 1
    while (j < lines.length && !close.test(lines[j])) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j])
      j++
    }
    if (['ts', 'tsx', 'typescript'].includes(language)) {
      // `file=app/layout.tsx` names the block's file, so that blocks of one page can import each other ('./shop-provider').
      const file = /\bfile=(\S+)/.exec(info)?.[1]
      blocks.push({ language: language === 'tsx' ? 'tsx' : 'ts', skip: /\bno-check\b/.test(info), line: i + 2, code: body.join('\n'), file })
    }
    i = j
  }
  return blocks
}

/** The entry files of the packages (typedoc.json's entry points). */
export function entryFiles() {
  return JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8')).entryPoints
}

/** The packages' source folders whose TSDoc `@example` blocks are checked: the folders of typedoc.json's entry points. */
export function exampleFolders() {
  return [...new Set(entryFiles().map((file) => file.split('/').slice(0, 2).join('/')))]
}

/** The source files (tests left out) of the folders, relative to the root, whose TSDoc may hold an `@example`. */
export function exampleSources(folders = exampleFolders()) {
  const found = []
  const walk = (folder) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|test-d|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path)
    }
  }
  for (const folder of folders) walk(folder)
  return found.sort()
}

// What an example takes from the reader's app, declared on the line before it (so lines still match).
const EXAMPLE_PREAMBLE = "declare const apiUrl: string, apiKey: string, files: File[], root: import('react-dom/client').Root; "

/**
 * The TypeScript blocks of the `@example` tags of a source text (an example may have a title after the tag), with the
 * line (1-based) each starts on; one fenced ```ts no-check is skipped, as in the guides.
 */
export function extractExamples(source) {
  const blocks = []
  const pattern = /@example(?:[ \t][^\n]*)?\n(\s*\*\s*)```(tsx?|typescript)([^\n]*)\n([\s\S]*?)\n\s*\*\s*```/g
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const line = source.slice(0, match.index).split('\n').length + 2
    const code = match[4]
      .split('\n')
      .map((text) => text.replace(/^\s*\* ?/, ''))
      .join('\n')
    blocks.push({ language: match[2] === 'tsx' ? 'tsx' : 'ts', skip: /\bno-check\b/.test(match[3]), line, code })
  }
  return blocks
}

/** Writes the snippet modules and their tsconfig; answers the files written with the Markdown place of each. */
export function writeSnippets() {
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  const files = []
  let skipped = 0
  for (const source of snippetSources()) {
    const slug = source.replace(/[/\\.]/g, '_')
    for (const block of extractSnippets(readFileSync(join(root, source), 'utf8'))) {
      if (block.skip) {
        skipped++
        continue
      }
      const file = block.file ? join(out, slug, block.file) : join(out, `${slug}_L${block.line}.${block.language}`)
      mkdirSync(dirname(file), { recursive: true })
      // `export {}` makes every block a module: its names stay its own, and top-level await is allowed.
      writeFileSync(file, `${block.code}\nexport {}\n`)
      files.push({ file, source, line: block.line })
    }
  }
  for (const source of exampleSources()) {
    const text = readFileSync(join(root, source), 'utf8')
    // Most source files have no example: the test is cheaper than the pattern.
    if (!text.includes('@example')) continue
    const slug = source.replace(/[/\\.]/g, '_')
    for (const block of extractExamples(text)) {
      if (block.skip) {
        skipped++
        continue
      }
      const file = join(out, `${slug}_L${block.line}.${block.language}`)
      // An example of a module the package does not export imports it as code beside it would: by a relative path,
      // resolved here against the source's folder.
      const code = block.code.replace(
        /(from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\2/g,
        (_, keyword, quote, path) => `${keyword}${quote}${join(root, dirname(source), path).replace(/\\/g, '/')}${quote}`,
      )
      writeFileSync(file, `${EXAMPLE_PREAMBLE}\n${code}\nexport {}\n`)
      files.push({ file, source, line: block.line - 1 })
    }
  }
  return { files, skipped }
}

/** Checks the snippets with one TypeScript program; answers the errors as `file.md:line:col - message` lines. */
export function checkSnippets() {
  const ts = require('typescript')
  const { files, skipped } = writeSnippets()
  const context = [join(root, 'docs', 'snippets', 'context.d.ts')]
  // Next.js is no dependency of this repository: its guide is checked against the part of Next's API it uses,
  // declared in docs/snippets/next.d.ts, unless a real `next` is installed (then against that).
  let hasNext = true
  try {
    require.resolve('next/package.json', { paths: [root] })
  } catch {
    hasNext = false
  }
  if (!hasNext) context.push(join(root, 'docs', 'snippets', 'next.d.ts'))
  const base = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })
  const options = { ...base.options, noEmit: true, noUnusedLocals: false, types: ['node'] }
  const program = ts.createProgram([...context, ...files.map((f) => f.file)], options)
  const bySnippet = new Map(files.map((f) => [f.file, f]))
  const errors = []
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const fileName = diagnostic.file?.fileName
    const snippet = fileName ? (bySnippet.get(fileName) ?? bySnippet.get(fileName.replace(/\//g, '\\'))) : undefined
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
    const isContext = fileName && context.some((c) => c.replace(/\\/g, '/') === fileName)
    // Errors inside the packages' sources are `tsc -p <package>`'s to report; here only the snippets and their context count.
    if (!snippet && !isContext && fileName) continue
    if (snippet) {
      const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
      errors.push(`${snippet.source}:${snippet.line + line}:${character + 1} - ${text}`)
    } else {
      errors.push(`${fileName ? relative(root, fileName) : 'options'} - ${text}`)
    }
  }
  return { errors, checked: files.length, skipped }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now()
  const { errors, checked, skipped } = checkSnippets()
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (errors.length > 0) {
    for (const error of errors) console.error(error)
    console.error(`✖ ${errors.length} type error(s) in the documentation's code blocks (${checked} checked, ${seconds} s)`)
    process.exit(1)
  }
  console.log(`Documentation snippets: ${checked} code blocks type-check (${skipped} marked no-check), ${seconds} s`)
}
