/**
 * The Help Center's nine answers (spec 001 §2), in the spec's four tabs and order. The spec's texts
 * describe a card-paying shop with printed return labels and passwords; these say what is true
 * here (cash on delivery, one-time codes, the returns of our terms page), question for question.
 */
export const FAQ_CATEGORIES = [
  { id: 'orders', label: 'Orders' },
  { id: 'returns', label: 'Returns' },
  { id: 'payments', label: 'Payments' },
  { id: 'account', label: 'Account' },
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number]['id'];

export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: string;
  answer: readonly string[];
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'faq-1',
    category: 'orders',
    question: 'How can I track my order?',
    answer: [
      'Go to My Account, then Orders. Every order shows its status, and its details show a timeline that fills in as it moves: order placed, shipped, out for delivery, delivered.',
    ],
  },
  {
    id: 'faq-2',
    category: 'orders',
    question: 'Can I cancel my order?',
    answer: [
      'Yes, free of charge until it has been packed. Call us or send a message below with the subject Order Status and your order number.',
      'Once it is packed it is on its way to you: you can hand items back at the door instead, and you pay only for what you accept.',
    ],
  },
  {
    id: 'faq-3',
    category: 'orders',
    question: 'My order is late. What should I do?',
    answer: [
      'First check its status under Orders: traffic, weather and festivals can hold up a delivery. If it still has not arrived, send us a message below with the subject Order Status and your order number, or call us.',
    ],
  },
  {
    id: 'faq-4',
    category: 'returns',
    question: 'What is your return policy?',
    answer: [
      'Damaged, expired or wrong items can be handed back to the delivery partner at once, or reported to us within 48 hours.',
      'Packaged goods can be returned unopened within 7 days. Fresh produce and opened personal care items can be returned only if they were damaged or spoiled on arrival.',
    ],
  },
  {
    id: 'faq-5',
    category: 'returns',
    question: 'How do I start a return?',
    answer: [
      'Send us a message below with the subject Return Request, your order number and, if you can, a photo as an attachment. We collect the items from your address: there is no label to print.',
      'If we accept the return, we refund the full amount you paid for those items within 5 to 7 working days.',
    ],
  },
  {
    id: 'faq-6',
    category: 'payments',
    question: 'Which payment methods do you accept?',
    answer: [
      'Cash on delivery is the only payment method today: you pay the delivery partner when your order arrives. Please keep the exact amount ready where you can, as our delivery partners carry limited change.',
      'Cards, UPI and wallets are coming soon.',
    ],
  },
  {
    id: 'faq-7',
    category: 'payments',
    question: 'When will I be charged?',
    answer: [
      'Nothing is charged when you place an order. You pay in cash on delivery, and only for the items you accept at the door. An item that runs out after you order is left out and not charged. There are no pre-orders or backorders.',
    ],
  },
  {
    id: 'faq-8',
    category: 'account',
    question: 'How do I reset my password?',
    answer: [
      'There is no password to reset: you sign in with your mobile number and a one-time code we send you by SMS. A code works for 5 minutes; if it does not arrive or has expired, ask for a new one on the login page.',
    ],
  },
  {
    id: 'faq-9',
    category: 'account',
    question: 'How do I change my e-mail address?',
    answer: [
      'Go to My Account, then Profile, choose Edit Profile, change your e-mail and save.',
      'Your mobile number is how you sign in, so it is not changed there. To move your account to a new number, send us a message below with the subject Account Help.',
    ],
  },
];

/** Spec 001 §2: the Help Center opens on the orders tab with its first answer open. */
export const FIRST_OPEN_FAQ = 'faq-1';
