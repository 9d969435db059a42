/**
 * The CMS page that is the shop's contact page (the seeded page `kontakt`, linked from the footer and the top bar as
 * `/kontakt`, `/sl/kontakt`, `/en/kontakt`): the post route shows the contact form below its body.
 */
export const CONTACT_PAGE_SLUG = 'kontakt'
