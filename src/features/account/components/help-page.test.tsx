import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOP_CONTACT } from '#src/domain/shop/shop-contact';
import { chooseLocale } from '#src/lib/i18n/locale';
import { scriptedApi } from '#src/test/fake-api';
import { renderApp } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openHelp(title = 'Help Center') {
  vi.stubGlobal('fetch', scriptedApi({}).fetch);
  renderApp('/dashboard/help', { session: SHOPPER });
  await screen.findByRole('heading', { name: title, level: 1 });
}

const question = (name: string) => screen.getByRole('button', { name });
const expanded = (name: string) => question(name).getAttribute('aria-expanded');
const answerOf = (name: string) => document.getElementById(question(name).getAttribute('aria-controls') ?? '');

describe('HelpPage FAQ (/dashboard/help)', () => {
  it('opens on the orders tab with faq-1 open, in four tabs holding the nine answers', async () => {
    await openHelp();
    const tabs = within(screen.getByRole('tablist', { name: 'Question topics' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Orders', 'Returns', 'Payments', 'Account']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);

    const panel = screen.getByRole('tabpanel', { name: 'Orders' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['How can I track my order?', 'Can I cancel my order?', 'My order is late. What should I do?']);
    expect(expanded('How can I track my order?')).toBe('true');
    expect(answerOf('How can I track my order?')?.hidden).toBe(false);
    expect(expanded('Can I cancel my order?')).toBe('false');
    expect(answerOf('Can I cancel my order?')?.hidden).toBe(true);

    // Nine questions in all, across the four panels.
    const all = document.querySelectorAll('[role="tabpanel"] h3');
    expect(all).toHaveLength(9);
  });

  it('keeps one answer open at a time, and clicking the open one closes it', async () => {
    await openHelp();
    fireEvent.click(question('Can I cancel my order?'));
    expect(expanded('Can I cancel my order?')).toBe('true');
    expect(expanded('How can I track my order?')).toBe('false');
    expect(answerOf('How can I track my order?')?.hidden).toBe(true);

    fireEvent.click(question('Can I cancel my order?'));
    expect(expanded('Can I cancel my order?')).toBe('false');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('switches tabs by click and with the arrow, Home and End keys, moving the focus along', async () => {
    await openHelp();
    fireEvent.click(screen.getByRole('tab', { name: 'Payments' }));
    expect(screen.getByRole('tab', { name: 'Payments' }).getAttribute('aria-selected')).toBe('true');
    const payments = screen.getByRole('tabpanel', { name: 'Payments' });
    fireEvent.click(within(payments).getByRole('button', { name: 'Which payment methods do you accept?' }));
    expect(within(payments).getByText(/Cash on delivery is the only payment method today/)).toBeTruthy();

    const orders = screen.getByRole('tab', { name: 'Orders' });
    orders.focus();
    fireEvent.keyDown(orders, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Returns' }));
    expect(screen.getByRole('tab', { name: 'Returns' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Returns' }).tabIndex).toBe(0);
    expect(orders.tabIndex).toBe(-1);

    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Account' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(orders);
    fireEvent.keyDown(orders, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Account' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement).toBe(orders);
    expect(screen.getByRole('tabpanel', { name: 'Orders' })).toBeTruthy();
  });

  it('tells the truth about this shop: one-time codes, no password', async () => {
    await openHelp();
    fireEvent.click(screen.getByRole('tab', { name: 'Account' }));
    fireEvent.click(question('How do I reset my password?'));
    expect(answerOf('How do I reset my password?')?.textContent).toMatch(/There is no password to reset/);
  });

  it('has a side card with the shop’s phone and e-mail, hours in IST and the 24-hour promise', async () => {
    await openHelp();
    const card = screen.getByRole('complementary', { name: 'Other ways to reach us' });
    expect(within(card).getByRole('link', { name: SHOP_CONTACT.phone }).getAttribute('href')).toBe(
      SHOP_CONTACT.phoneHref,
    );
    expect(within(card).getByRole('link', { name: SHOP_CONTACT.email }).getAttribute('href')).toBe(
      SHOP_CONTACT.emailHref,
    );
    expect(within(card).getByText('Monday to Friday: 8 am to 8 pm IST')).toBeTruthy();
    expect(within(card).getByText('Saturday: 9 am to 5 pm IST')).toBeTruthy();
    expect(within(card).getByText('We answer every message within 24 hours.')).toBeTruthy();
  });

  it('speaks Hindi when the shopper chose हिन्दी: title, tabs, questions, answers and the side card', async () => {
    act(() => chooseLocale('hi'));
    await openHelp('मदद केंद्र');
    await waitFor(() => expect(document.title).toMatch(/^मदद केंद्र/));
    const tabs = within(screen.getByRole('tablist', { name: 'सवालों के विषय' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['ऑर्डर', 'वापसी', 'भुगतान', 'खाता']);
    expect(answerOf('मेरा ऑर्डर कहाँ तक पहुँचा, कैसे देखूँ?')?.textContent).toMatch(/^मेरा खाता में जाएँ/);

    fireEvent.click(screen.getByRole('tab', { name: 'खाता' }));
    fireEvent.click(question('पासवर्ड रीसेट कैसे करूँ?'));
    expect(answerOf('पासवर्ड रीसेट कैसे करूँ?')?.textContent).toMatch(/OTP से लॉग इन करते हैं/);
    expect(document.querySelectorAll('[role="tabpanel"] h3')).toHaveLength(9);

    const card = screen.getByRole('complementary', { name: 'हम तक पहुँचने के और तरीक़े' });
    expect(within(card).getByText('हम हर संदेश का जवाब 24 घंटे के अंदर देते हैं।')).toBeTruthy();
  });
});
