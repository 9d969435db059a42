import { shapeSvg, type ShapeName } from './media.shapes'

/**
 * How a generated image looks, stored as JSON on its media row and drawn on request. `product` is a 4:3
 * packshot whose drawing and name stay inside the centre band that every size's cover crop keeps
 * (a square crop keeps x 150..1050, a 16:9 crop keeps y 112..787 of 1200x900); `wordmark` is a logo.
 */
export interface ArtworkRecipe {
  layout: 'product' | 'wordmark'
  width: number
  height: number
  shape?: ShapeName
  background: [string, string]
  fill: string
  accent: string
  ink: string
  title: string
  subtitle?: string
}

const FONT = 'DejaVu Sans, Verdana, sans-serif'

/** The SVG document of a recipe. */
export function artworkSvg(recipe: ArtworkRecipe): string {
  return recipe.layout === 'wordmark' ? wordmark(recipe) : product(recipe)
}

function product(recipe: ArtworkRecipe): string {
  const { width: w, height: h } = recipe
  const cx = w / 2
  const cy = h * 0.43
  const scale = (h / 900) * 1.05
  const lines = wrap(recipe.title, 30).slice(0, 2)
  const titleSize = Math.round(h * 0.05)
  const titleY = h * 0.775 - (lines.length - 1) * titleSize * 0.6
  const title = lines.map((line, i) => `<tspan x="${cx}" dy="${i === 0 ? 0 : titleSize * 1.15}">${escapeXml(line)}</tspan>`).join('')
  const subtitle = recipe.subtitle
    ? `<text x="${cx}" y="${h * 0.86}" font-family="${FONT}" font-size="${Math.round(titleSize * 0.62)}" text-anchor="middle" fill="${recipe.ink}" opacity="0.65" letter-spacing="3">${escapeXml(recipe.subtitle.toUpperCase())}</text>`
    : ''
  const drawing = recipe.shape ? `<g transform="translate(${cx} ${cy}) scale(${scale})">${shapeSvg(recipe.shape, recipe)}</g>` : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${recipe.background[0]}"/><stop offset="1" stop-color="${recipe.background[1]}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<circle cx="${cx}" cy="${cy}" r="${h * 0.29}" fill="#ffffff" opacity="0.35"/>
<ellipse cx="${cx}" cy="${cy + h * 0.245}" rx="${h * 0.24}" ry="${h * 0.022}" fill="${recipe.ink}" opacity="0.12"/>
${drawing}
<text x="${cx}" y="${titleY}" font-family="${FONT}" font-size="${titleSize}" font-weight="700" text-anchor="middle" fill="${recipe.ink}">${title}</text>
${subtitle}
</svg>`
}

function wordmark(recipe: ArtworkRecipe): string {
  const { width: w, height: h } = recipe
  const size = Math.round(h * 0.5)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" rx="${h * 0.2}" fill="${recipe.background[0]}"/>
<g transform="translate(${h * 0.55} ${h / 2}) scale(${h / 520})">${shapeSvg(recipe.shape ?? 'star', recipe)}</g>
<text x="${h * 1.05}" y="${h / 2 + size * 0.36}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${recipe.ink}">${escapeXml(recipe.title)}</text>
</svg>`
}

/** Breaks text into lines of at most `max` characters at spaces (a longer word gets its own line). */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  // Two lines at most: the rest is shortened with an ellipsis rather than running out of the safe area.
  if (lines.length > 2)
    lines.splice(
      1,
      lines.length - 1,
      `${lines
        .slice(1)
        .join(' ')
        .slice(0, max - 1)}…`,
    )
  return lines
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
