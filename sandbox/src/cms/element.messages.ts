/** The server texts of the CMS element calls (docs/contract.md, CMS). */
export const ELEMENT_MESSAGES = {
  notFound: 'Element not found.',
  alreadyExists: 'Element already exists for this handler and language.',
  nothingToUpdate: 'Nothing to update: send at least one of title, meta, mobileMeta, options, mobileOptions, parts, linkMeta.',
  idOfUrl: 'id must be the id of the URL.',
  handler: 'handler must be lowercase letters and digits, in words joined by single dashes (like footer-section), at most 100 characters.',
  title: 'title must be a non-empty string.',
  language: 'language must be hr, sl, en or de.',
  type: 'type must be a non-empty string of at most 50 characters.',
} as const
