import type { ShapeName } from '../media/media.shapes'

/** The look of one root category's images: a soft background, the drawing's colours and its shape. */
export interface Palette {
  shape: ShapeName
  background: [string, string]
  fills: string[]
  accent: string
  ink: string
}

/** Palettes by palette name (each root category names one). */
export const PALETTES = {
  prams: { shape: 'pram', background: ['#EEF4FC', '#D3E3F6'], fills: ['#7FA7D9', '#5D86BF', '#9DB9E0'], accent: '#F2B5A8', ink: '#2F3E55' },
  carSeats: { shape: 'carSeat', background: ['#EBF7F2', '#CDEBDF'], fills: ['#5FB99A', '#4A9C80', '#7FCBB0'], accent: '#F6D58E', ink: '#23473D' },
  feeding: { shape: 'bottle', background: ['#FEF3EA', '#F9DCC6'], fills: ['#F3A683', '#F7BE9A', '#E98E6B'], accent: '#F7D6B2', ink: '#5A3A2A' },
  bathing: { shape: 'duck', background: ['#F3EFFB', '#DCD3F2'], fills: ['#F7D560', '#F5C842', '#FAE08A'], accent: '#F29E4C', ink: '#3F3A5A' },
  toys: { shape: 'teddy', background: ['#FFF9E6', '#FCEBB6'], fills: ['#C8916A', '#B57D56', '#D6A77F'], accent: '#F1D3B3', ink: '#4A3426' },
  clothes: { shape: 'bodysuit', background: ['#FEF0F4', '#F8D5E1'], fills: ['#F4A7BE', '#E98CA8', '#F7C1D1'], accent: '#FFFFFF', ink: '#5A2D3C' },
  furniture: { shape: 'crib', background: ['#F8F3EB', '#EADBC4'], fills: ['#B98B5E', '#A3764B', '#C9A27A'], accent: '#F3E3C7', ink: '#4B3623' },
  mums: { shape: 'heart', background: ['#FDF0F1', '#F6D1D5'], fills: ['#E88A97', '#DD6F80', '#F0A5AF'], accent: '#FFFFFF', ink: '#5B2630' },
  gifts: { shape: 'giftCard', background: ['#EAF7F7', '#C8ECEB'], fills: ['#4FB3B0', '#3E9D9A', '#6CC4C1'], accent: '#F7C873', ink: '#1F4746' },
  books: { shape: 'book', background: ['#EEF1FA', '#D2DAF0'], fills: ['#6F86C6', '#8A9ED3'], accent: '#F4E7C5', ink: '#27335A' },
  sale: { shape: 'tag', background: ['#FFF2EB', '#FFD9C7'], fills: ['#F0735A'], accent: '#FFFFFF', ink: '#5A2418' },
  blog: { shape: 'star', background: ['#F1F7EC', '#D9EBCB'], fills: ['#8CC084', '#A6D19F'], accent: '#FFFFFF', ink: '#2E4A2A' },
  events: { shape: 'balloon', background: ['#FDF6E9', '#F6E1BB'], fills: ['#F29E8E', '#8FB8E8'], accent: '#F7CF6A', ink: '#4A3A21' },
} satisfies Record<string, Palette>

/** A palette name. */
export type PaletteName = keyof typeof PALETTES
