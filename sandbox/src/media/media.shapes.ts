/** The drawings a generated image can show; each category of the shop has its own. */
export type ShapeName = 'pram' | 'carSeat' | 'bottle' | 'duck' | 'teddy' | 'bodysuit' | 'crib' | 'heart' | 'tag' | 'giftCard' | 'book' | 'star' | 'balloon'

/** Colours of one drawing. */
export interface ShapeColours {
  fill: string
  accent: string
  ink: string
}

/**
 * SVG markup of a shape centred on (0, 0) and fitting a 400x400 box, so the artwork can place and scale
 * any shape the same way. Each is a few primitives: recognisable at 50x50, still soft at 1280x720.
 */
export function shapeSvg(shape: ShapeName, { fill, accent, ink }: ShapeColours): string {
  switch (shape) {
    case 'pram':
      return `<path d="M-150 -20 A150 150 0 0 1 0 -170 L0 -20 Z" fill="${accent}"/>
<path d="M-165 -20 H155 Q150 95 40 100 H-60 Q-160 95 -165 -20 Z" fill="${fill}"/>
<path d="M150 -20 L205 -115" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>
<path d="M-90 100 L-90 120 M90 100 L90 120" stroke="${ink}" stroke-width="10"/>
<circle cx="-90" cy="150" r="42" fill="none" stroke="${ink}" stroke-width="14"/>
<circle cx="90" cy="150" r="42" fill="none" stroke="${ink}" stroke-width="14"/>`
    case 'carSeat':
      return `<path d="M-110 -180 Q0 -200 110 -180 Q150 -170 150 -120 L150 -40 Q150 -10 120 0 L130 120 Q130 170 80 175 L-80 175 Q-130 170 -130 120 L-120 0 Q-150 -10 -150 -40 L-150 -120 Q-150 -170 -110 -180 Z" fill="${fill}"/>
<path d="M-80 -145 Q0 -160 80 -145 L85 125 Q85 148 60 148 L-60 148 Q-85 148 -85 125 Z" fill="${accent}"/>
<path d="M-50 -70 L-8 62 M50 -70 L8 62 M0 62 L0 135" fill="none" stroke="${ink}" stroke-width="13" stroke-linecap="round"/>
<rect x="-20" y="48" width="40" height="28" rx="8" fill="${ink}"/>`
    case 'bottle':
      return `<path d="M-35 -120 Q-35 -195 0 -200 Q35 -195 35 -120 Z" fill="${accent}"/>
<rect x="-85" y="-130" width="170" height="46" rx="14" fill="${ink}" opacity="0.8"/>
<rect x="-72" y="-84" width="144" height="270" rx="44" fill="${fill}"/>
<path d="M-72 10 H-30 M-72 60 H-40 M-72 110 H-30" stroke="${ink}" stroke-width="8" stroke-linecap="round" opacity="0.6"/>`
    case 'duck':
      return `<ellipse cx="30" cy="70" rx="160" ry="100" fill="${fill}"/>
<circle cx="-70" cy="-70" r="85" fill="${fill}"/>
<path d="M-150 -75 L-215 -55 L-150 -35 Z" fill="${accent}"/>
<circle cx="-95" cy="-95" r="14" fill="${ink}"/>
<path d="M10 50 Q80 0 140 60 Q80 100 10 50 Z" fill="${accent}" opacity="0.7"/>
<path d="M-190 185 Q-140 160 -90 185 T10 185 T110 185 T210 185" fill="none" stroke="${ink}" stroke-width="8" opacity="0.35"/>`
    case 'teddy':
      return `<circle cx="-105" cy="-115" r="58" fill="${fill}"/>
<circle cx="105" cy="-115" r="58" fill="${fill}"/>
<circle cx="-105" cy="-115" r="28" fill="${accent}"/>
<circle cx="105" cy="-115" r="28" fill="${accent}"/>
<circle cx="0" cy="10" r="160" fill="${fill}"/>
<ellipse cx="0" cy="70" rx="75" ry="58" fill="${accent}"/>
<ellipse cx="0" cy="45" rx="26" ry="18" fill="${ink}"/>
<circle cx="-58" cy="-25" r="16" fill="${ink}"/>
<circle cx="58" cy="-25" r="16" fill="${ink}"/>`
    case 'bodysuit':
      return `<path d="M-60 -175 Q0 -125 60 -175 L160 -120 L125 -35 L80 -60 L80 90 Q80 150 32 185 L-32 185 Q-80 150 -80 90 L-80 -60 L-125 -35 L-160 -120 Z" fill="${fill}"/>
<path d="M-60 -175 Q0 -125 60 -175" fill="none" stroke="${accent}" stroke-width="14"/>
<circle cx="-16" cy="170" r="7" fill="${ink}"/>
<circle cx="16" cy="170" r="7" fill="${ink}"/>
<path d="M-30 -20 A30 30 0 0 0 30 -20" fill="none" stroke="${accent}" stroke-width="10"/>`
    case 'crib':
      return `<rect x="-185" y="-125" width="370" height="225" rx="18" fill="none" stroke="${fill}" stroke-width="20"/>
<path d="M-140 -115 V90 M-95 -115 V90 M-50 -115 V90 M-5 -115 V90 M40 -115 V90 M85 -115 V90 M130 -115 V90" stroke="${fill}" stroke-width="11"/>
<rect x="-175" y="40" width="350" height="52" rx="12" fill="${accent}"/>
<path d="M-175 100 V170 M175 100 V170" stroke="${ink}" stroke-width="16" stroke-linecap="round"/>`
    case 'heart':
      return `<path d="M0 160 C-210 30 -180 -150 -65 -150 C-20 -150 0 -120 0 -95 C0 -120 20 -150 65 -150 C180 -150 210 30 0 160 Z" fill="${fill}"/>
<path d="M-95 -95 Q-130 -70 -120 -20" fill="none" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>`
    case 'tag':
      return `<path d="M-180 -60 L-60 -170 H170 V50 L60 170 Z" fill="${fill}" transform="rotate(-8)"/>
<circle cx="120" cy="-120" r="22" fill="${accent}" transform="rotate(-8)"/>
<text x="20" y="50" font-family="DejaVu Sans, sans-serif" font-size="150" font-weight="700" text-anchor="middle" fill="${ink}" transform="rotate(-8)">%</text>`
    case 'giftCard':
      return `<rect x="-190" y="-120" width="380" height="240" rx="26" fill="${fill}"/>
<rect x="-40" y="-120" width="40" height="240" fill="${accent}"/>
<rect x="-190" y="-20" width="380" height="40" fill="${accent}"/>
<path d="M-20 -20 Q-110 -130 -110 -60 Q-110 -20 -20 -20 Z M-20 -20 Q70 -130 70 -60 Q70 -20 -20 -20 Z" fill="${ink}" opacity="0.75"/>`
    case 'book':
      return `<path d="M0 -130 Q-90 -170 -190 -130 V140 Q-90 100 0 140 Z" fill="${fill}"/>
<path d="M0 -130 Q90 -170 190 -130 V140 Q90 100 0 140 Z" fill="${accent}"/>
<path d="M0 -130 V140" stroke="${ink}" stroke-width="8"/>
<path d="M-150 -70 Q-90 -95 -40 -75 M-150 -20 Q-90 -45 -40 -25 M40 -75 Q90 -95 150 -70 M40 -25 Q90 -45 150 -20" fill="none" stroke="${ink}" stroke-width="8" opacity="0.4"/>`
    case 'star':
      return `<path d="M0 -185 L47 -65 L176 -57 L76 24 L109 150 L0 80 L-109 150 L-76 24 L-176 -57 L-47 -65 Z" fill="${fill}" stroke="${accent}" stroke-width="12" stroke-linejoin="round"/>`
    case 'balloon':
      return `<ellipse cx="-60" cy="-60" rx="105" ry="125" fill="${fill}"/>
<ellipse cx="80" cy="-30" rx="90" ry="108" fill="${accent}"/>
<path d="M-60 65 Q-40 130 0 190 M80 78 Q40 130 0 190" fill="none" stroke="${ink}" stroke-width="6"/>`
  }
}
