import { describe, expect, it } from 'vitest'
import { descriptionText } from './description-text'

describe('descriptionText', () => {
  it('keeps the text of the HTML and puts paragraphs and list items on their own lines', () => {
    expect(descriptionText('<p>Lagana &amp; sigurna</p><ul><li>Perivo na 30&nbsp;°C</li><li>Jamstvo</li></ul>')).toBe(
      'Lagana & sigurna\nPerivo na 30 °C\nJamstvo',
    )
  })

  it('never keeps markup or script contents, so nothing from the backend can run', () => {
    expect(descriptionText('<img src=x onerror="alert(1)">Opis<script>alert(2)</script>')).toBe('Opis')
  })

  it('decodes numeric entities and drops invalid ones', () => {
    expect(descriptionText('&#268;vrsto &#x17E;ica &#99999999;')).toBe('Čvrsto žica')
  })
})
