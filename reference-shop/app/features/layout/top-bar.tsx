import type { CmsElement } from '@vitrina/sdk'
import { Suspense } from 'react'
import { lazyEditModeTool } from '../edit-mode/use-edit-mode'
import type { ContentLink } from './layout.content'
import { SmartLink } from './smart-link'

// Loaded in edit mode only.
const EditableTopBarLinks = lazyEditModeTool('EditableTopBarLinks')
const EditableTopBarText = lazyEditModeTool('EditableTopBarText')

interface TopBarProps {
  text?: string | undefined
  links: ContentLink[]
  /** In edit mode, the header element the text and links come from, which the editor's changes are saved into. */
  editing?: CmsElement | undefined
}

/**
 * The thin strip above the header: the editor's message (e.g. the free-delivery promise) and a few links. In edit
 * mode both are edited in place, the links through the link options modal.
 */
export function TopBar({ text, links, editing }: TopBarProps) {
  if (!text && links.length === 0 && !editing) return null
  const list = links.length > 0 && (
    <ul className="hidden items-center gap-5 md:flex">
      {links.map((link) => (
        <li key={link.href}>
          <SmartLink href={link.href} target={link.target} className="underline-offset-4 hover:underline">
            {link.title}
          </SmartLink>
        </li>
      ))}
    </ul>
  )
  const message = text && <p className="text-center font-medium">{text}</p>
  return (
    <div className="bg-mint-700 text-sm text-white">
      <div className="wrapper flex min-h-9 flex-wrap items-center justify-center gap-x-6 gap-y-1 py-1.5 md:justify-between">
        {editing ? (
          <Suspense fallback={message}>
            <EditableTopBarText element={editing}>{message}</EditableTopBarText>
          </Suspense>
        ) : (
          message
        )}
        {editing ? (
          <Suspense fallback={list}>
            <EditableTopBarLinks element={editing} />
          </Suspense>
        ) : (
          list
        )}
      </div>
    </div>
  )
}
