import { describe, expect, it } from 'vitest'
import { sanitizePostBody, withoutRepeatedLead } from './post-body.server'

const MEDIA = 'http://media.test'
const clean = (html: string) => sanitizePostBody(html, { mediaOrigin: MEDIA })

describe('sanitizePostBody', () => {
  it('keeps the markup a CMS body needs', () => {
    const html =
      '<h2>Naslov</h2><h3>Pod</h3><h4>Manji</h4><p>Tekst <strong>jako</strong> i <em>koso</em></p>' +
      '<ul><li>jedan</li></ul><ol><li>dva</li></ol><blockquote>citat</blockquote>' +
      '<figure><img src="http://media.test/media/7/1/original/kolica.png" alt="Kolica"><figcaption>Opis</figcaption></figure>'
    expect(clean(html)).toBe(html.replace('alt="Kolica">', 'alt="Kolica" />'))
  })

  it('keeps http, https, mailto, tel and relative links and adds rel=noopener', () => {
    expect(clean('<a href="https://vitrina.test/o-nama" target="_blank">a</a>')).toBe('<a href="https://vitrina.test/o-nama" rel="noopener">a</a>')
    expect(clean('<a href="http://example.com">b</a>')).toBe('<a href="http://example.com" rel="noopener">b</a>')
    expect(clean('<a href="mailto:info@vitrina.test">c</a>')).toBe('<a href="mailto:info@vitrina.test" rel="noopener">c</a>')
    expect(clean('<a href="/kontakt">d</a>')).toBe('<a href="/kontakt" rel="noopener">d</a>')
    expect(clean('<a href="tel:+38514000100">e</a>')).toBe('<a href="tel:+38514000100" rel="noopener">e</a>')
    expect(clean('<img src="/media/slika.png" alt="x">')).toBe('<img src="/media/slika.png" alt="x" />')
  })

  const injections: [name: string, html: string][] = [
    ['script tag', '<p>a</p><script>alert(1)</script>'],
    ['script with attributes', '<script src="https://evil.test/x.js"></script><p>a</p>'],
    ['onerror handler', '<img src="/x.png" onerror="alert(1)"><p>a</p>'],
    ['onclick handler', '<p onclick="alert(1)">a</p>'],
    ['onmouseover on a link', '<a href="/x" onmouseover="alert(1)">a</a>'],
    ['javascript: link', '<a href="javascript:alert(1)">a</a>'],
    ['javascript: link, mixed case and spaces', '<a href=" JaVaScRiPt:alert(1)">a</a>'],
    ['javascript: link, entity-encoded', '<a href="&#106;avascript:alert(1)">a</a>'],
    ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">a</a>'],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">a</a>'],
    ['javascript: image', '<img src="javascript:alert(1)">'],
    ['data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">'],
    ['image from another host', '<img src="https://evil.test/track.gif">'],
    ['protocol-relative image', '<img src="//evil.test/track.gif">'],
    ['iframe', '<iframe src="https://evil.test"></iframe><p>a</p>'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">a</p>'],
    ['style tag', '<style>body{display:none}</style><p>a</p>'],
    ['svg onload', '<svg onload="alert(1)"><p>a</p></svg>'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf"><p>a</p>'],
    ['form and input', '<form action="https://evil.test"><input name="x"><button>b</button></form>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.test">'],
    ['base tag', '<base href="https://evil.test/">'],
    ['unclosed attribute breakout', '<p title="a"><img src=x onerror=alert(1)//">'],
    ['comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ]

  it.each(injections)('strips %s', (_name, html) => {
    const out = clean(html)
    expect(out).not.toMatch(/<script|<iframe|<style|<svg|<object|<embed|<form|<input|<meta|<base/i)
    expect(out).not.toMatch(/\son[a-z]+\s*=/i)
    expect(out).not.toMatch(/javascript:|vbscript:|data:/i)
    expect(out).not.toMatch(/style=/i)
    expect(out).not.toMatch(/evil\.test/)
    expect(out).not.toMatch(/alert\(1\)<\/|<[^>]*alert/)
  })

  it('drops script contents instead of showing them as text', () => {
    expect(clean('<p>a</p><script>alert(1)</script>')).toBe('<p>a</p>')
  })
})

// Issue 17: a blog post showed its excerpt twice, as the lead and again as the body's bold first paragraph.
describe('withoutRepeatedLead', () => {
  const excerpt = 'Teren, prtljažnik automobila i način života odlučuju više od boje.'

  it.each([
    ['a bold first paragraph', `<p><strong>${excerpt}</strong></p><p>Prva godina prolazi brzo.</p>`],
    ['a plain one with other spacing', `\n<p>Teren, prtljažnik automobila i  način života\nodlučuju više od boje.</p><p>Prva godina prolazi brzo.</p>`],
  ])('drops %s that repeats the excerpt', (_case, body) => {
    expect(withoutRepeatedLead(body, excerpt)).toBe('<p>Prva godina prolazi brzo.</p>')
  })

  it('reads entities as the reader sees them', () => {
    expect(withoutRepeatedLead('<p>Kolica &amp; nosiljke</p><p>Dalje.</p>', 'Kolica & nosiljke')).toBe('<p>Dalje.</p>')
  })

  it.each([
    ['a first paragraph that says more', `<p>${excerpt} I još nešto.</p>`, excerpt],
    ['a body that starts with a heading', `<h2>${excerpt}</h2><p>${excerpt}</p>`, excerpt],
    ['no excerpt', '<p>Prvi odlomak.</p>', ''],
  ])('keeps the body whole for %s', (_case, body, lead) => {
    expect(withoutRepeatedLead(body, lead)).toBe(body)
  })
})
