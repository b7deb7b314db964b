import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PhoneSchema } from '../../contract/common';
import { hindiOf } from './catalog-words';
import { DEMO_REVIEWERS, generateDemoReviews } from './demo-reviews';
import { generateCatalog } from './generate';

const catalog = generateCatalog();
const reviews = generateDemoReviews(catalog);

describe('generateDemoReviews', () => {
  it('is deterministic and leaves the catalog as it was', () => {
    expect(generateDemoReviews(generateCatalog())).toEqual(reviews);
    expect(generateCatalog()).toEqual(catalog);
    expect(generateDemoReviews(catalog, { seed: 7 })).not.toEqual(reviews);
  });

  it('reviews part of the catalog, every featured product, a few reviews each, each reviewer once per product', () => {
    const byProduct = new Map<number, typeof reviews>();
    for (const review of reviews) byProduct.set(review.productId, [...(byProduct.get(review.productId) ?? []), review]);
    expect(byProduct.size / catalog.length).toBeGreaterThan(0.3);
    expect(byProduct.size / catalog.length).toBeLessThan(0.6);
    for (const product of catalog.filter((p) => p.featured)) expect(byProduct.has(product.id), product.name).toBe(true);
    for (const [productId, mine] of byProduct) {
      expect(mine.length, `product ${productId}`).toBeLessThanOrEqual(6);
      expect(new Set(mine.map((review) => review.reviewer)).size).toBe(mine.length);
    }
  });

  it('writes varied, believable reviews after the product was listed, stars gathering around its appeal', () => {
    expect(new Set(reviews.map((review) => review.comment)).size).toBeGreaterThan(50);
    const byId = new Map(catalog.map((p) => [p.id, p]));
    let gap = 0;
    for (const review of reviews) {
      const product = byId.get(review.productId);
      if (!product) throw new Error(`review of unknown product ${review.productId}`);
      expect(Number.isInteger(review.rating) && review.rating >= 1 && review.rating <= 5).toBe(true);
      expect(review.createdAt > product.createdAt).toBe(true);
      expect(review.comment).not.toMatch(/\{kind\}|undefined/);
      gap += review.rating - product.appeal;
    }
    expect(Math.abs(gap / reviews.length)).toBeLessThan(0.3);
    // Low stars exist, but are few.
    const low = reviews.filter((review) => review.rating <= 2).length / reviews.length;
    expect(low).toBeGreaterThan(0.01);
    expect(low).toBeLessThan(0.2);
  });

  it('has a third of the reviewers write in Hindi, each reviewer always in one language, the kind named in it', () => {
    const devanagari = /[\u0900-\u097F]/;
    const languagesOf = new Map<number, Set<string>>();
    for (const review of reviews) {
      const languages = languagesOf.get(review.reviewer) ?? new Set();
      languages.add(devanagari.test(review.comment) ? 'hi' : 'en');
      languagesOf.set(review.reviewer, languages);
    }
    expect([...languagesOf.values()].every((languages) => languages.size === 1)).toBe(true);
    expect([...languagesOf.values()].filter((languages) => languages.has('hi'))).toHaveLength(12);
    const byId = new Map(catalog.map((p) => [p.id, p]));
    const naming = reviews.filter((review) => review.comment.startsWith('ऑनलाइन ख़रीदे सामान में यह '));
    expect(naming.length).toBeGreaterThan(0);
    for (const review of naming) expect(review.comment).toContain(hindiOf(byId.get(review.productId)?.kind ?? ''));
  });

  it('gives the reviewers names and numbers nobody can sign in with', () => {
    expect(new Set(DEMO_REVIEWERS.map((reviewer) => reviewer.phone)).size).toBe(DEMO_REVIEWERS.length);
    for (const reviewer of DEMO_REVIEWERS) {
      expect(reviewer.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(reviewer.phone).toMatch(/^\+91\d{10}$/);
      expect(v.is(PhoneSchema, reviewer.phone)).toBe(false);
    }
  });
});
