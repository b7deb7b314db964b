import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillMessages, readMessages } from './html-messages-plugin';

describe('html-messages-plugin', () => {
  it("fills index.html's tagline with the app's own words, in every language, the base language first", () => {
    const html = fillMessages(readFileSync('index.html', 'utf8'), readMessages(process.cwd()));
    expect(html).toContain(
      '<p class="brand-splash__tagline" data-message="shell_tagline"><span lang="en">Save money , save time</span><span lang="hi">पैसे बचाएँ, समय बचाएँ</span></p>',
    );
  });

  it('escapes the words, and refuses a message a page cannot show without its app', () => {
    const messages = {
      en: { plain: 'Tea & <biscuits>', counted: '{count} items' },
      hi: { plain: 'चाय', counted: 'x' },
    };
    expect(fillMessages('<b data-message="plain"></b>', messages)).toBe(
      '<b data-message="plain"><span lang="en">Tea &#38; &#60;biscuits&#62;</span><span lang="hi">चाय</span></b>',
    );
    expect(() => fillMessages('<b data-message="counted"></b>', messages)).toThrow(/counted/);
    expect(() => fillMessages('<b data-message="missing"></b>', messages)).toThrow(/missing/);
  });
});
