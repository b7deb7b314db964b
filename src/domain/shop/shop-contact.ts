/** The shop's contact details: the header strip, the footer and the legal pages all quote these. */
export const SHOP_CONTACT = {
  /** As shown to shoppers. */
  phone: '+91 80 4567 8900',
  /** For tel: links: no spaces, so every dialler understands it. */
  phoneHref: 'tel:+918045678900',
  email: 'support@kirana.shop',
  emailHref: 'mailto:support@kirana.shop',
  /** A postal address, written as the post reads it: not translated. */
  addressLines: ['Kirana Retail Pvt. Ltd.', '4th Floor, 27 MG Road', 'Bengaluru, Karnataka 560001', 'India'],
} as const;
