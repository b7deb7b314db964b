/** Test support for the catalog editor's screens (/shop/catalog…, /shop/activity): products as the editor reads them. */
import type { ActivityEntry, EditorProduct } from '#contract/shop-catalog';

/** Parle-G 800 g as the editor reads it; a test changes what it is about. */
export function editorProduct(overrides: Partial<EditorProduct> = {}): EditorProduct {
  return {
    id: 1166,
    name: 'Parle-G Gold Biscuits 800 g',
    nameHi: 'पारले-जी गोल्ड बिस्कुट 800 ग्राम',
    brand: 'Parle',
    category: 'Snacks',
    packSize: '800 g',
    barcode: '8901719104046',
    price: 90,
    mrp: 100,
    stock: 24,
    available: true,
    hidden: false,
    lowStockThreshold: 5,
    description: 'Glucose biscuits with a golden crunch.',
    features: ['Made with wheat', 'Family pack'],
    image: '/images/products/1166-0.webp',
    ...overrides,
  };
}

export function activityEntry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: 40,
    at: '2025-04-12T10:15:00.000Z',
    staffName: 'Ramesh',
    action: 'product.updated',
    subject: 'Parle-G Gold Biscuits 800 g (#1166)',
    before: { price: 90, available: true },
    after: { price: 85, available: false },
    ...overrides,
  };
}
