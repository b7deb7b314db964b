import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLocale } from '#src/lib/i18n/locale';
import { renderWithProviders } from '#src/test/render';
import { AboutPage } from './about-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

describe('static pages', () => {
  it('Terms and Conditions: dated April 2025, covering delivery, cash on delivery and returns', async () => {
    renderWithProviders(<TermsPage />, { path: '/terms-and-conditions' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeTruthy();
    expect(screen.getByText('Last updated: April 2025')).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(
      expect.arrayContaining(['4. Delivery', '5. Payment', '6. Cancellations, returns and refunds']),
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    await waitFor(() => expect(document.title).toBe('Terms and Conditions — Kirana'));
  });

  it('Privacy Policy: dated April 2025 and giving the support e-mail and phone', async () => {
    renderWithProviders(<PrivacyPage />, { path: '/privacy-policy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('Last updated: April 2025')).toBeTruthy();
    const contact = screen.getByRole('heading', { name: 'Contact us' }).closest('section') as HTMLElement;
    expect(within(contact).getByRole('link', { name: 'support@kirana.shop' }).getAttribute('href')).toBe(
      'mailto:support@kirana.shop',
    );
    expect(within(contact).getByRole('link', { name: '+91 80 4567 8900' }).getAttribute('href')).toBe(
      'tel:+918045678900',
    );
  });

  it('About Us: the story, the four promises and a way back home', async () => {
    renderWithProviders(<AboutPage />, { path: '/about-us' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy();
    expect(screen.queryByText(/Last updated/)).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Delivery in about 15 minutes',
      'Cash on delivery',
      'Easy returns',
      'Money-back guarantee',
    ]);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('Terms and Conditions in Hindi: the heading, its date, the sections, the links and the shop hours', async () => {
    act(() => chooseLocale('hi'));
    renderWithProviders(<TermsPage />, { path: '/terms-and-conditions' });
    expect(await screen.findByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeTruthy();
    expect(screen.getByText('पिछली बार बदला गया: अप्रैल 2025')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('नियम और शर्तें — Kirana'));
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(
      expect.arrayContaining(['4. डिलीवरी', '5. भुगतान', '6. ऑर्डर रद्द करना, वापसी और पैसे लौटाना']),
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'आप यहाँ हैं' });
    expect(within(breadcrumb).getByRole('link', { name: 'होम' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' }).getAttribute('href')).toBe('/privacy-policy');
    const contact = screen.getByRole('heading', { name: '11. हमसे संपर्क करें' }).closest('section') as HTMLElement;
    expect(contact.querySelector('p')?.textContent).toBe(
      'इन नियमों के बारे में कोई सवाल है? support@kirana.shop पर लिखें या +91 80 4567 8900 पर फ़ोन करें ' +
        '(सोमवार से शुक्रवार सुबह 8 से रात 8 बजे तक, शनिवार सुबह 9 से शाम 5 बजे तक)।',
    );
    expect(within(contact).getByRole('link', { name: '+91 80 4567 8900' }).getAttribute('href')).toBe(
      'tel:+918045678900',
    );
  });
});
