// The posts', page templates' and translation links' calls of @vitrina/sdk/back-office against the real sandbox
// (docs/contract.md, "Posts, page templates and translation links"): an editor makes a template and a page of it,
// cannot delete the template while the page has it, translates the page and regroups the translations; a shopper is
// refused and a bad slug never leaves the SDK.
import { DEMO_ACCOUNTS } from '@vitrina/sandbox'
import { describe, expect, it } from 'vitest'
import { createPagesService } from '../../src/back-office/pages.service'
import { createContentService } from '../../src/content/content.service'
import { isHttpError } from '../../src/errors/errors.guards'
import type { Result } from '../../src/result/result.types'
import { storefronts, useSandbox } from './sandbox.harness'

const { sandbox, clock } = useSandbox()

const data = <T>(result: Result<T>): T => {
  if (!result.ok) throw result.error
  return result.data
}

async function editor(harness = storefronts(sandbox(), clock)) {
  const opened = harness.open()
  await opened.shop.auth.login({ username: DEMO_ACCOUNTS.editor.email, password: DEMO_ACCOUNTS.editor.password })
  harness.log.clear()
  return { ...opened, harness, pages: createPagesService(opened.shop) }
}

describe('posts, page templates and translation links against the sandbox', () => {
  it('makes a template and a published page of it that visitors read, and keeps the template while the page has it', async () => {
    const { pages, harness } = await editor()
    const template = data(
      await pages.createPostType({
        name: ' Odredišna stranica ',
        slug: 'odredisna-stranica',
        fields: [{ key: 'hero', type: 'image', label: 'Naslovna slika' }],
      }),
    )
    expect(template).toMatchObject({ slug: 'odredisna-stranica', name: 'Odredišna stranica', postCount: 0, language: null, translations: [] })

    const listed = data(await pages.listPostTypes({ keywords: 'odredisna' }))
    expect(listed).toMatchObject({ records: [{ id: template.id }], page: 1, total: 1, totalPages: 1 })
    const firstPage = data(await pages.listPostTypes({ limit: 2 }))
    expect(firstPage).toMatchObject({ page: 1, perPage: 2, total: 4, totalPages: 2 })
    expect(firstPage.records.map((type) => type.slug)).toEqual(['post', 'page'])

    const page = data(
      await pages.createPost({
        type: 'odredisna-stranica',
        title: 'Ljetna akcija',
        slug: 'ljetna-akcija',
        status: 'published',
        content: '<p>Sve za ljeto.</p>',
        meta: { hero: 12 },
      }),
    )
    expect(page).toMatchObject({
      postType: 'odredisna-stranica',
      slug: 'ljetna-akcija',
      slugMain: 'ljetna-akcija',
      language: 'hr',
      status: 'published',
      body: '<p>Sve za ljeto.</p>',
      meta: { hero: 12 },
    })
    const read = data(await createContentService(harness.open().shop).getPost('ljetna-akcija'))
    expect(read).toMatchObject({ id: page.id, title: 'Ljetna akcija' })

    const kept = await pages.deletePostType(template.id)
    expect(kept.ok ? null : [kept.error.code, kept.error.status, kept.error.messageKey]).toEqual(['POST_TYPE_HAS_POSTS', 409, 'error.postTypeHasPosts'])
    expect(!kept.ok && isHttpError(kept.error) && kept.error.serverMessage).toBe('Post type still has posts: delete them or give them another type first.')
    expect(data(await pages.listPostTypes({ keywords: 'odredisna' })).records).toMatchObject([{ id: template.id, postCount: 1 }])

    const unused = data(await pages.createPostType({ name: 'Galerija', slug: 'galerija' }))
    expect(data(await pages.deletePostType(unused.id))).toEqual({ id: unused.id })
  })

  it('passes a taken slug and the backend’s field errors on, and refuses a bad slug without a request', async () => {
    const { pages, harness } = await editor()
    const taken = await pages.createPost({ type: 'page', title: 'O nama', slug: 'o-nama' })
    expect(!taken.ok && isHttpError(taken.error) && [taken.error.status, taken.error.serverMessage]).toEqual([409, 'Slug already exists in this language.'])
    const unknownType = await pages.createPost({ type: 'nepostojeci-tip', title: 'Stranica', slug: 'nova-stranica' })
    expect(!unknownType.ok && isHttpError(unknownType.error) && unknownType.error.body).toMatchObject({
      statusCode: 400,
      errors: [{ path: 'type', message: 'type must be post, page or the slug of a post type.' }],
    })
    harness.log.clear()
    const short = await pages.createPost({ type: 'page', title: 'FAQ', slug: 'faq' })
    expect(short.ok ? null : short.error.messageKey).toBe('validation.slugTooShort')
    expect(harness.log.calls).toEqual([])
  })

  it('translates a page into a draft of its group, regroups the translations and marks the original', async () => {
    const { pages } = await editor()
    const hrType = data(await pages.createPostType({ name: 'Odredišna stranica', slug: 'odredisna-stranica' }))
    const slType = data(await pages.createPostType({ name: 'Ciljna stran', slug: 'ciljna-stran' }))
    const types = data(
      await pages.linkPostTypes(hrType.id, [
        { language: 'hr', postTypeId: hrType.id },
        { language: 'sl', postTypeId: slType.id },
      ]),
    )
    expect(types).toMatchObject({
      id: hrType.id,
      language: 'hr',
      translations: [
        { language: 'hr', postTypeId: hrType.id },
        { language: 'sl', postTypeId: slType.id, slug: 'ciljna-stran' },
      ],
    })

    const original = data(await pages.createPost({ type: 'odredisna-stranica', title: 'Ljetna akcija', slug: 'ljetna-akcija', status: 'published' }))
    // The copy takes the template linked in its language.
    const copy = data(await pages.createTranslation(original.id, 'sl'))
    expect(copy).toMatchObject({ language: 'sl', status: 'draft', slug: 'ljetna-akcija', slugMain: 'ljetna-akcija', postType: 'ciljna-stran' })
    const again = await pages.createTranslation(original.id, 'sl')
    expect(!again.ok && isHttpError(again.error) && [again.error.status, again.error.serverMessage]).toEqual([409, 'The post already has a translation in sl.'])

    // The copy made the original the group's master; sending the hr page alone takes the sl draft out of the group.
    const alone = data(await pages.linkTranslations('ljetna-akcija', [{ language: 'hr', postId: original.id }]))
    expect(alone).toEqual({
      slugMain: 'ljetna-akcija',
      master: original.id,
      translations: [expect.objectContaining({ language: 'hr', postId: original.id, status: 'published' })],
    })

    // Both stand alone now, so bulkExisting links them back; the sl page then is the original.
    const together = data(
      await pages.linkStandaloneTranslations('ljetna-akcija', [
        { language: 'hr', postId: original.id },
        { language: 'sl', postId: copy.id },
      ]),
    )
    expect(together.translations.map((translation) => [translation.language, translation.postId])).toEqual([
      ['hr', original.id],
      ['sl', copy.id],
    ])
    expect(data(await pages.markOriginal(copy.id))).toMatchObject({ slugMain: 'ljetna-akcija', master: copy.id })

    // A translation of a seeded group is not standalone: bulkExisting refuses it and changes nothing.
    const seeded = data(await createContentService(storefronts(sandbox(), clock).open().shop).getPost('o-nama'))
    const refused = await pages.linkStandaloneTranslations('ljetna-akcija', [{ language: 'hr', postId: seeded.id }])
    expect(!refused.ok && isHttpError(refused.error) && refused.error.status).toBe(409)
  })

  it('is refused to a shopper: logged out by the 403, the retry answers 401, and nothing is made', async () => {
    const harness = storefronts(sandbox(), clock)
    const shopper = harness.open()
    await shopper.shop.auth.login({ username: DEMO_ACCOUNTS.shopper.email, password: DEMO_ACCOUNTS.shopper.password })
    const refused = await createPagesService(shopper.shop).createPostType({ name: 'Predložak', slug: 'predlozak' })
    expect(refused.ok ? null : refused.error.status).toBe(401)
    expect(harness.log.calls.filter((call) => call.path.endsWith('postType/create')).map((call) => [call.status, call.token === null])).toEqual([
      [403, false],
      [401, true],
    ])
    expect(shopper.shop.auth.$user.get()).toBeNull()
    const { pages } = await editor(harness)
    expect(data(await pages.listPostTypes({ keywords: 'predlozak' })).records).toEqual([])
  })
})
