import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineStartupCss } from './inline-startup-css-plugin';

const CSS = '.brand-splash{position:fixed;inset:0}\n';
const HTML = `<head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>`;

function transform(html: string, bundle: Record<string, unknown>): string {
  const hook = inlineStartupCss().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, { bundle } as never) as string;
}

const asset = (source: string) => ({ type: 'asset', source });

describe('inlineStartupCss', () => {
  it("writes the start-up stylesheet into the page and leaves a disabled link, so Vite's loader never fetches it again", () => {
    const html = transform(HTML, { 'assets/index-abc.css': asset(CSS) });
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-abc.css" disabled>');
    expect(html).not.toMatch(/<link rel="stylesheet"(?: crossorigin)? href="\/assets\/index-abc\.css">/);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('refuses a link to a file the build did not write, and CSS that would end the inline copy early', () => {
    expect(() => transform(HTML, {})).toThrow('index.html links assets/index-abc.css');
    expect(() => transform(HTML, { 'assets/index-abc.css': asset('a::after{content:"</style>"}') })).toThrow('</style');
  });

  it('leaves the page alone outside a build (the dev server links its styles itself)', () => {
    const hook = inlineStartupCss().transformIndexHtml as { handler: IndexHtmlTransformHook };
    expect(hook.handler.call({} as never, HTML, {} as never)).toBe(HTML);
  });
});
