// Isolated (vitest.isolated.config.ts): the marker's record of hydrated parts is module state, and another file's page
// in the same worker (the shell's tests) would have filled it already.
import { act, render, screen } from '@testing-library/react'
import { type ComponentType, lazy, useEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { HydratedPart, markHydrated } from './hydration-parts'

function Frame() {
  useEffect(() => markHydrated('frame'), [])
  return <p>Zaglavlje</p>
}

describe('the page’s hydration marker', () => {
  it('says hydrated only once the frame and every part that hydrates on its own are', async () => {
    let loadPage!: () => void
    const Page = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          loadPage = () => resolve({ default: () => <p>Kolica</p> })
        }),
    )
    render(
      <>
        <Frame />
        <HydratedPart name="page">
          <Page />
        </HydratedPart>
        <HydratedPart name="footer">
          <p>Podnožje</p>
        </HydratedPart>
      </>,
    )

    expect(screen.getByText('Zaglavlje')).toBeTruthy()
    expect(screen.getByText('Podnožje')).toBeTruthy()
    expect(document.documentElement.dataset.hydrated).toBeUndefined()

    await act(async () => loadPage())

    expect(screen.getByText('Kolica')).toBeTruthy()
    expect(document.documentElement.dataset.hydrated).toBe('true')
  })
})
