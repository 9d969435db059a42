import { escapeHtml } from '../http/http.html'
import type { RequestLanguage } from '../http/http.language'
import type { MailKind } from './mail.box'

/** The wording of one kind of e-mail in one language. */
interface MailWording {
  subject: string
  /** The sentence before the link. */
  intro: string
  /** The link's label in the HTML part. */
  action: string
  /** The sentence after the link (validity, what to do if it was not you). */
  outro: string
}

interface LanguageWording {
  greeting(name: string | undefined): string
  signature: string
  kinds: Record<MailKind, MailWording>
}

const WORDING: Record<RequestLanguage, LanguageWording> = {
  hr: {
    greeting: (name) => (name ? `Poštovani/a ${name},` : 'Poštovani/a,'),
    signature: 'Vaša Vitrina',
    kinds: {
      verification: {
        subject: 'Potvrdite svoju adresu e-pošte',
        intro: 'hvala što ste se registrirali u trgovini Vitrina. Registraciju dovršite potvrdom adrese e-pošte:',
        action: 'Potvrdi adresu e-pošte',
        outro: 'Poveznica vrijedi 7 dana. Ako se niste registrirali, zanemarite ovu poruku.',
      },
      passwordReset: {
        subject: 'Postavite novu lozinku',
        intro: 'primili smo zahtjev za promjenu lozinke vašeg računa. Novu lozinku postavite ovdje:',
        action: 'Postavi novu lozinku',
        outro: 'Poveznica vrijedi 60 minuta. Ako niste zatražili promjenu, zanemarite ovu poruku; lozinka ostaje ista.',
      },
      formConfirmation: {
        subject: 'Potvrdite slanje obrasca',
        intro: 'molimo potvrdite da je ova adresa e-pošte vaša kako bismo mogli obraditi poslani obrazac:',
        action: 'Potvrdi adresu e-pošte',
        outro: 'Ako niste ispunili obrazac na našoj stranici, zanemarite ovu poruku.',
      },
    },
  },
  sl: {
    greeting: (name) => (name ? `Pozdravljeni, ${name},` : 'Pozdravljeni,'),
    signature: 'Vaša Vitrina',
    kinds: {
      verification: {
        subject: 'Potrdite svoj e-poštni naslov',
        intro: 'hvala, ker ste se registrirali v trgovini Vitrina. Registracijo dokončate s potrditvijo e-poštnega naslova:',
        action: 'Potrdi e-poštni naslov',
        outro: 'Povezava velja 7 dni. Če se niste registrirali, to sporočilo prezrite.',
      },
      passwordReset: {
        subject: 'Nastavite novo geslo',
        intro: 'prejeli smo zahtevo za spremembo gesla vašega računa. Novo geslo nastavite tukaj:',
        action: 'Nastavi novo geslo',
        outro: 'Povezava velja 60 minut. Če spremembe niste zahtevali, sporočilo prezrite; geslo ostane enako.',
      },
      formConfirmation: {
        subject: 'Potrdite pošiljanje obrazca',
        intro: 'prosimo, potrdite, da je ta e-poštni naslov vaš, da lahko obdelamo poslani obrazec:',
        action: 'Potrdi e-poštni naslov',
        outro: 'Če obrazca na naši strani niste izpolnili, sporočilo prezrite.',
      },
    },
  },
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    signature: 'Your Vitrina team',
    kinds: {
      verification: {
        subject: 'Confirm your e-mail address',
        intro: 'thank you for registering with Vitrina. Confirm your e-mail address to finish:',
        action: 'Confirm e-mail address',
        outro: 'The link is valid for 7 days. If you did not register, please ignore this message.',
      },
      passwordReset: {
        subject: 'Set a new password',
        intro: 'we received a request to reset the password of your account. Set a new password here:',
        action: 'Set a new password',
        outro: 'The link is valid for 60 minutes. If you did not ask for this, ignore this message; your password stays the same.',
      },
      formConfirmation: {
        subject: 'Confirm your form submission',
        intro: 'please confirm that this e-mail address is yours so that we can process the form you sent:',
        action: 'Confirm e-mail address',
        outro: 'If you did not fill in a form on our site, please ignore this message.',
      },
    },
  },
  de: {
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    signature: 'Ihr Vitrina-Team',
    kinds: {
      verification: {
        subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
        intro: 'vielen Dank für Ihre Registrierung bei Vitrina. Bitte bestätigen Sie zum Abschluss Ihre E-Mail-Adresse:',
        action: 'E-Mail-Adresse bestätigen',
        outro: 'Der Link ist 7 Tage gültig. Wenn Sie sich nicht registriert haben, ignorieren Sie diese Nachricht.',
      },
      passwordReset: {
        subject: 'Legen Sie ein neues Passwort fest',
        intro: 'wir haben eine Anfrage zum Zurücksetzen des Passworts Ihres Kontos erhalten. Hier legen Sie ein neues Passwort fest:',
        action: 'Neues Passwort festlegen',
        outro: 'Der Link ist 60 Minuten gültig. Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht; Ihr Passwort bleibt unverändert.',
      },
      formConfirmation: {
        subject: 'Bestätigen Sie Ihre Formularanfrage',
        intro: 'bitte bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört, damit wir das gesendete Formular bearbeiten können:',
        action: 'E-Mail-Adresse bestätigen',
        outro: 'Wenn Sie kein Formular auf unserer Website ausgefüllt haben, ignorieren Sie diese Nachricht.',
      },
    },
  },
}

/** An e-mail's content, ready for `sendMail`. */
export interface ComposedMail {
  subject: string
  text: string
  html: string
  links: string[]
}

/** Writes the e-mail of `kind` in `language`: a greeting (with the first name when known), the link, a closing line. */
export function composeMail(kind: MailKind, language: RequestLanguage, link: string, name?: string): ComposedMail {
  const wording = WORDING[language]
  const { subject, intro, action, outro } = wording.kinds[kind]
  const greeting = wording.greeting(name?.trim() || undefined)
  const text = [greeting, '', intro, link, '', outro, '', wording.signature].join('\n')
  const paragraph = (content: string) => `<p>${content}</p>`
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
${[
  paragraph(escapeHtml(greeting)),
  paragraph(escapeHtml(intro)),
  paragraph(`<a href="${escapeHtml(link)}">${escapeHtml(action)}</a>`),
  paragraph(escapeHtml(outro)),
  paragraph(escapeHtml(wording.signature)),
].join('\n')}
</body></html>`
  return { subject, text, html, links: [link] }
}
