import { m } from '#src/lib/i18n/paraglide/messages.js';

/**
 * The Help Center's nine answers (spec 001 §2), in the spec's four tabs and order. The spec's texts
 * describe a card-paying shop with printed return labels and passwords; these say what is true
 * here (cash on delivery, one-time codes, the returns of our terms page), question for question.
 * Each text is a message, read in the shopper's language when it is drawn.
 */
export const FAQ_CATEGORIES = [
  { id: 'orders', label: m.account_faq_tab_orders },
  { id: 'returns', label: m.account_faq_tab_returns },
  { id: 'payments', label: m.account_faq_tab_payments },
  { id: 'account', label: m.account_faq_tab_account },
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number]['id'];

export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: () => string;
  answer: readonly (() => string)[];
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  { id: 'faq-1', category: 'orders', question: m.account_faq_1_question, answer: [m.account_faq_1_answer_1] },
  {
    id: 'faq-2',
    category: 'orders',
    question: m.account_faq_2_question,
    answer: [m.account_faq_2_answer_1, m.account_faq_2_answer_2],
  },
  { id: 'faq-3', category: 'orders', question: m.account_faq_3_question, answer: [m.account_faq_3_answer_1] },
  {
    id: 'faq-4',
    category: 'returns',
    question: m.account_faq_4_question,
    answer: [m.account_faq_4_answer_1, m.account_faq_4_answer_2],
  },
  {
    id: 'faq-5',
    category: 'returns',
    question: m.account_faq_5_question,
    answer: [m.account_faq_5_answer_1, m.account_faq_5_answer_2],
  },
  {
    id: 'faq-6',
    category: 'payments',
    question: m.account_faq_6_question,
    answer: [m.account_faq_6_answer_1, m.account_faq_6_answer_2],
  },
  { id: 'faq-7', category: 'payments', question: m.account_faq_7_question, answer: [m.account_faq_7_answer_1] },
  { id: 'faq-8', category: 'account', question: m.account_faq_8_question, answer: [m.account_faq_8_answer_1] },
  {
    id: 'faq-9',
    category: 'account',
    question: m.account_faq_9_question,
    answer: [m.account_faq_9_answer_1, m.account_faq_9_answer_2],
  },
];

/** Spec 001 §2: the Help Center opens on the orders tab with its first answer open. */
export const FIRST_OPEN_FAQ = 'faq-1';
