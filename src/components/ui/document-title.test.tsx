import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentTitle, ShopTitle } from './document-title';

describe('DocumentTitle', () => {
  it('names the tab after the page while it is shown, else after the shop, in the language it is drawn in', () => {
    const shop = render(<ShopTitle title="Kirana — Save money , save time" />);
    expect(document.title).toBe('Kirana — Save money , save time');
    const page = render(<DocumentTitle title="My Orders" />);
    expect(document.title).toBe('My Orders — Kirana');
    // The language switched while the page is shown: the page's own title stays first.
    shop.rerender(<ShopTitle title="Kirana — पैसे बचाएँ, समय बचाएँ" />);
    page.rerender(<DocumentTitle title="मेरे ऑर्डर" />);
    expect(document.title).toBe('मेरे ऑर्डर — Kirana');
    // A page with no title of its own shows the shop's, in the language now chosen.
    page.unmount();
    expect(document.title).toBe('Kirana — पैसे बचाएँ, समय बचाएँ');
    shop.unmount();
  });

  it('gives back the title of the page underneath when a page shown over it goes (a dialog with its own)', () => {
    render(<ShopTitle title="Kirana" />);
    const under = render(<DocumentTitle title="Help" />);
    const over = render(<DocumentTitle title="Contact us" />);
    expect(document.title).toBe('Contact us — Kirana');
    over.unmount();
    expect(document.title).toBe('Help — Kirana');
    under.unmount();
    expect(document.title).toBe('Kirana');
  });
});
