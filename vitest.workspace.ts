/** The vitest projects of the repository; vitest 4 reads them through `test.projects` in vitest.config.ts. */
export default ['sdk', 'react-bindings', 'sandbox', 'reference-shop', 'reference-shop/vitest.isolated.config.ts', 'examples']
