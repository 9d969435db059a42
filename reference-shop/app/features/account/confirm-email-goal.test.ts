import type { FormConfirmation } from '@vitrina/sdk/account'
import { describe, expect, it } from 'vitest'
import { fileNameOf, goalAction } from './confirm-email-goal'

const confirmation = (goalType: FormConfirmation['goalType'], goal: string): FormConfirmation => ({ goal, goalType, confirmedEmail: 'ana@primjer.hr' })

describe('goalAction', () => {
  it.each([
    ['message', 'Hvala!', { kind: 'message', text: 'Hvala!' }],
    ['message', '   ', { kind: 'undefined' }],
    ['url', '/objave/natjecaj', { kind: 'navigate', to: '/objave/natjecaj' }],
    ['url', 'https://partner.example/hvala', { kind: 'leave', url: 'https://partner.example/hvala' }],
    ['url', '//evil.example/', { kind: 'undefined' }],
    ['url', 'javascript:alert(1)', { kind: 'undefined' }],
    ['file', 'https://media.example/katalog.pdf', { kind: 'download', url: 'https://media.example/katalog.pdf' }],
    ['file', '/media/katalog.pdf', { kind: 'download', url: '/media/katalog.pdf' }],
    ['file', 'data:text/plain,x', { kind: 'undefined' }],
  ] as const)('%s %s: %o', (goalType, goal, expected) => {
    expect(goalAction(confirmation(goalType, goal))).toEqual(expected)
  })
})

describe('fileNameOf', () => {
  it('names the download after the last path segment', () => {
    expect(fileNameOf('https://media.example/files/katalog%202026.pdf?v=2')).toBe('katalog 2026.pdf')
    expect(fileNameOf('https://media.example/')).toBe('download')
  })
})
