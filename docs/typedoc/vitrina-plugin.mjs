// A TypeDoc plugin for the reference site: names each module after the package entry a reader imports
// (`@vitrina/sdk/account`, not `sdk/src/account`) and groups each module's exports by the service they belong to,
// read from the folder of their source file (the house layout is a folder per domain), so that the reference
// reads like the guides (Cart, Checkout, ...) instead of by kind (Functions, Interfaces, ...). It also warns about
// an export without a TSDoc summary: the `@group` it adds would otherwise count as a comment and hide the export from
// TypeDoc's own `notDocumented` (on in typedoc.json, for every member of every object type too), and `npm run docs`
// treats warnings as errors.
import { Comment, CommentTag, Converter, ReflectionKind } from 'typedoc'

/** The module name of each entry file, by its path inside its package. */
const MODULE_NAMES = {
  '@vitrina/sdk': {
    'src/index.ts': '@vitrina/sdk',
    'src/account.ts': '@vitrina/sdk/account',
    'src/forms.ts': '@vitrina/sdk/forms',
    'src/back-office.ts': '@vitrina/sdk/back-office',
    'src/admin.ts': '@vitrina/sdk/admin',
    'src/dev-tools.ts': '@vitrina/sdk/dev-tools',
    'src/messages.ts': '@vitrina/sdk/messages',
  },
  '@vitrina/react': { 'src/index.ts': '@vitrina/react' },
  '@vitrina/sandbox': { 'src/index.ts': '@vitrina/sandbox' },
}

/** The service group of a source folder, with the guide of the same name. */
const FOLDER_GROUPS = {
  storefront: 'Instance',
  http: 'Instance',
  auth: 'Auth',
  redirect: 'Auth',
  site: 'Site and layout',
  language: 'Site and layout',
  storage: 'Storage and cookies',
  clock: 'Storage and cookies',
  errors: 'Errors and notices',
  result: 'Errors and notices',
  notices: 'Errors and notices',
  messages: 'Validation and messages',
  validation: 'Validation and messages',
  consent: 'Cookie consent',
  privacy: 'Forms and consents',
  forms: 'Forms and consents',
  newsletter: 'Forms and consents',
  catalog: 'Catalogue',
  paging: 'Catalogue',
  cart: 'Cart',
  checkout: 'Checkout',
  content: 'Content',
  links: 'Links and SEO',
  account: 'Account',
  reviews: 'Account',
  wishlist: 'Wishlist and orders',
  orders: 'Wishlist and orders',
  media: 'Media upload',
  'back-office': 'Back-office',
  admin: 'Admin',
  // @vitrina/sandbox
  sandbox: 'Sandbox',
  seed: 'Demo seed',
}

/** Files whose group is not their folder's. */
function groupOf(packageName, path) {
  const parts = path.split('/')
  const file = parts.at(-1) ?? ''
  if (packageName === '@vitrina/react') return file === 'storefront.context.tsx' ? 'Provider' : 'Hooks'
  if (packageName === '@vitrina/sandbox' && !['sandbox', 'seed'].includes(parts[1] ?? '')) return 'Sandbox'
  if (/\.messages\./.test(file)) return 'Validation and messages'
  if (file === 'media.url.ts' || file === 'media.item.ts') return 'Media'
  if (file === 'links.form.ts' || file === 'links.finder.ts') return 'Back-office'
  if (file.startsWith('dev-tools.')) return 'Development tools'
  return FOLDER_GROUPS[parts[1] ?? ''] ?? 'Other'
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  // Before GroupPlugin (RESOLVE_END at -100), which reads the @group tags.
  app.converter.on(
    Converter.EVENT_RESOLVE_END,
    (context) => {
      const { project } = context
      for (const module of project.getReflectionsByKind(ReflectionKind.Module)) {
        const id = project.getSymbolIdFromReflection(module)
        const name = id && MODULE_NAMES[id.packageName]?.[id.packagePath]
        if (name) module.name = name
        for (const child of module.children ?? []) {
          const childId = project.getSymbolIdFromReflection(child)
          if (!childId) continue
          const group = groupOf(childId.packageName, childId.packagePath)
          // GroupPlugin reads @group from the reflection's comment or its signatures' (a function's summary is on its
          // signature). The tag goes where the summary is; only an export without any comment gets a new one, and is
          // reported, since a new comment would also hide it from the `notDocumented` validation.
          const signature = child.signatures?.find((s) => s.comment)
          let comment = child.comment ?? signature?.comment
          if (!comment) {
            app.logger.warn(`${module.name}: ${child.name} has no TSDoc summary`)
            comment = child.comment = new Comment()
          }
          if (!comment.blockTags.some((tag) => tag.tag === '@group')) {
            comment.blockTags.push(new CommentTag('@group', [{ kind: 'text', text: group }]))
          }
        }
      }
    },
    100,
  )
}
