/** The shop's contact details: the header strip, the footer and the legal pages all quote these. */
export const SHOP_CONTACT = {
  /** As shown to shoppers. */
  phone: '+91 80 4567 8900',
  /** For tel: links: no spaces, so every dialler understands it. */
  phoneHref: 'tel:+918045678900',
  email: 'support@kirana.shop',
  emailHref: 'mailto:support@kirana.shop',
  addressLines: ['Kirana Retail Pvt. Ltd.', '4th Floor, 27 MG Road', 'Bengaluru, Karnataka 560001', 'India'],
  /**
   * Spec 001 §9 gives the phone hours in EST (Monday-Friday 8am-8pm, Saturday 9am-5pm), a zone no
   * shopper of this shop lives in: the same hours are kept, in India Standard Time.
   */
  phoneHours: [
    { days: 'Monday to Friday', hours: '8 am to 8 pm IST' },
    { days: 'Saturday', hours: '9 am to 5 pm IST' },
    { days: 'Sunday', hours: 'closed' },
  ],
  /** The same hours in one line, for running text. */
  supportHours: 'Monday to Friday 8 am to 8 pm, Saturday 9 am to 5 pm IST',
} as const;
