import type { ArtworkRecipe } from '../media/media.artwork'
import { mediaPath } from '../media/media.json'
import type { ShapeName } from '../media/media.shapes'
import { SANDBOX_SITE } from './seed.constants'
import { hash32 } from './seed.random'
import { PALETTES, type PaletteName } from './seed.palettes'
import { slugify } from './seed.text'
import type { SeedWriter } from './seed.writer'

/** What to draw for one generated image. */
export interface ArtworkRequest {
  palette: PaletteName
  title: string
  subtitle?: string
  /** Overrides the palette's drawing. */
  shape?: ShapeName
  /** Overrides the drawing colour (a variant's colour); default the palette's first fill. */
  fill?: string
  /** Which of the palette's backgrounds to use: 0, or 1 for the swapped gradient (a second photo). */
  angle?: 0 | 1
  alt?: string
  directory?: string
}

/** Creates a generated-image media row (a 1200x900 packshot) and returns its id. */
export function addArtwork(writer: SeedWriter, request: ArtworkRequest, createdAt: string): number {
  const palette = PALETTES[request.palette]
  const background: [string, string] = request.angle === 1 ? [palette.background[1], palette.background[0]] : palette.background
  const recipe: ArtworkRecipe = {
    layout: 'product',
    width: 1200,
    height: 900,
    shape: request.shape ?? palette.shape,
    background,
    fill: request.fill ?? palette.fills[0]!,
    accent: palette.accent,
    ink: palette.ink,
    title: request.title,
    ...(request.subtitle ? { subtitle: request.subtitle } : {}),
  }
  return insertArtwork(writer, recipe, request.title, request.alt ?? request.title, request.directory ?? 'cms', createdAt)
}

/** Creates a wordmark (logo) media row and returns its id. */
export function addWordmark(writer: SeedWriter, title: string, palette: PaletteName, createdAt: string): number {
  const colours = PALETTES[palette]
  const recipe: ArtworkRecipe = {
    layout: 'wordmark',
    width: 640,
    height: 160,
    shape: colours.shape,
    background: ['#FFFFFF', '#FFFFFF'],
    fill: colours.fills[0]!,
    accent: colours.accent,
    ink: colours.ink,
    title,
  }
  return insertArtwork(writer, recipe, title, title, 'brand', createdAt)
}

/** A seeded image as a layout element refers to it: its id, its address in a named size (or the original), and an alternative text. */
export interface ElementImage {
  mediaId: number
  url: string
  alt: string
}

/** An element's reference to the seeded medium `mediaId` (an element reuses an image rather than adding one). */
export function elementImage(writer: SeedWriter, mediaId: number, size: string, alt: string): ElementImage {
  const row = writer.db.prepare('SELECT slug, extension FROM media WHERE id = ?').get(mediaId) as { slug: string; extension: string } | undefined
  if (!row) throw new Error(`The seed has no medium ${mediaId} for an element to show`)
  return { mediaId, url: mediaPath(SANDBOX_SITE.apiKeyId, mediaId, size, row.slug, row.extension), alt }
}

function insertArtwork(writer: SeedWriter, recipe: ArtworkRecipe, title: string, alt: string, directory: string, createdAt: string): number {
  const slug = slugify(title) || 'image'
  const json = JSON.stringify(recipe)
  return writer.insert('media', {
    kind: 'artwork',
    title,
    alt,
    slug,
    original_name: `${slug}.png`,
    mime: 'image/png',
    extension: 'png',
    width: recipe.width,
    height: recipe.height,
    hash: hash32(json).toString(16).padStart(8, '0'),
    access: 'public',
    directory,
    artwork: json,
    created_at: createdAt,
  })
}
