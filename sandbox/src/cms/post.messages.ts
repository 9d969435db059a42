/** The server texts of the back-office post calls and the post translation links (docs/contract.md, CMS). */
export const POST_MESSAGES = {
  notFound: 'Post not found.',
  slugTaken: 'Slug already exists in this language.',
  title: 'title must be a non-empty string.',
  type: 'type must be post, page or the slug of a post type.',
  language: 'language must be hr or sl.',
  status: 'status must be published or draft.',
  meta: 'meta must be an object.',
  translations: 'translations must be a non-empty array of objects.',
  translationExists: (language: string) => `The post already has a translation in ${language}.`,
  languageTwice: (language: string) => `${language} is listed twice: a group holds one translation per language.`,
  noTranslation: (postId: number, language: string) => `Post ${postId} has no ${language} translation.`,
  inAnotherGroup: (postId: number, language: string, group: string) => `Post ${postId} (${language}) already belongs to the translation group ${group}.`,
} as const
