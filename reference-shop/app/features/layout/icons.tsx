import type { SVGProps } from 'react'
import sprite from './icons.svg?no-inline'

// Line icons drawn on a 24px grid, as symbols of one SVG sprite (icons.svg): a page's HTML names each icon in one
// `<use>` instead of repeating its paths, and the drawings are one cacheable file rather than page JavaScript.
// Decorative (aria-hidden): the control around them carries the accessible name.
type IconProps = Omit<SVGProps<SVGSVGElement>, 'name'>

/** The sprite's symbols. */
type IconName =
  | 'search'
  | 'user'
  | 'heart'
  | 'cart'
  | 'menu'
  | 'close'
  | 'chevron-down'
  | 'phone'
  | 'mail'
  | 'pin'
  | 'truck'
  | 'star'
  | 'shield'
  | 'cookie'
  | 'tools'
  | 'basket'
  | `social-${'facebook' | 'instagram' | 'youtube' | 'tiktok' | 'pinterest' | 'web'}`

function Icon({ name, ...props }: IconProps & { name: IconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  )
}

const icon = (name: IconName) => (props: IconProps) => <Icon name={name} {...props} />

export const SearchIcon = icon('search')
export const UserIcon = icon('user')
export const HeartIcon = icon('heart')
export const CartIcon = icon('cart')
export const MenuIcon = icon('menu')
export const CloseIcon = icon('close')
export const ChevronDownIcon = icon('chevron-down')
export const PhoneIcon = icon('phone')
export const MailIcon = icon('mail')
export const PinIcon = icon('pin')
export const TruckIcon = icon('truck')
export const StarIcon = icon('star')
export const ShieldIcon = icon('shield')
export const CookieIcon = icon('cookie')
export const ToolsIcon = icon('tools')
export const BasketIcon = icon('basket')

const NETWORKS = ['facebook', 'instagram', 'youtube', 'tiktok', 'pinterest'] as const

/** Social network glyphs for footer4 (`network` is the network name); a globe for any other. */
export function SocialIcon({ network, ...props }: IconProps & { network: string }) {
  const known = NETWORKS.find((each) => each === network.toLowerCase())
  return <Icon name={`social-${known ?? 'web'}`} {...props} />
}
