import type { ProductCard } from '../../../contract/catalog';

/** Cards as the API sends them, for the home page's tests. */
export function testProduct(id: number, name: string, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    name,
    image: `/images/products/${id}/0.svg`,
    category: 'Groceries',
    brand: 'Aashirvaad',
    description: `${name}.`,
    currentPrice: 289,
    originalPrice: 330,
    discount: 12,
    rating: 4.4,
    reviewCount: 1200,
    status: 'in stock',
    date: '2025-01-01T00:00:00.000Z',
    popularity: 9000,
    purchaseCount: 4000,
    ...overrides,
  };
}

export const SHOPPER = {
  id: '0b7d6c2e-6a4f-4c1e-9a53-2f1d8e7c9b10',
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '+919876543210',
  alternatePhone: null,
};
