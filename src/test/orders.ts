import type { CartItem } from '#contract/cart';
import type { OrderDetail, OrderSummary } from '#contract/order';
import { SHOPPER } from '#src/test/shopper';

/** Test data shared by the orders screens' tests. */
type OrderLine = OrderSummary['items'][number];

export function orderLine(id: number, name: string, quantity: number, price: number): OrderLine {
  return { product: { id, name, image: `/images/products/${id}.webp`, category: 'dals-pulses' }, quantity, price };
}

export function order(id: string, status: string, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id,
    items: [orderLine(7, 'Toor Dal 1 kg', 2, 160)],
    status,
    subtotal: 320,
    firstOrderDiscount: 0,
    shipping: 30,
    total: 350,
    placedAt: '2025-04-12T15:45:00',
    assignedTo: null,
    paymentStatus: 'pending',
    paymentMethod: 'COD',
    estimatedDeliveryTime: '15 minutes',
    deliverBy: '2025-04-12T10:30:00.000Z',
    delivered_at: null,
    cancelled_at: null,
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...order('3f2a9c1b-1111-4222-8333-444455556666', 'packed'),
    createdAt: '2025-04-12T10:15:00.000Z',
    shipped_at: null,
    out_for_delivery_at: null,
    phoneTime: null,
    customer: {
      name: SHOPPER.name,
      phone: SHOPPER.phone,
      address: {
        addressLine1: '12 MG Road',
        addressLine2: 'Flat 4B',
        landmark: 'Opposite the temple',
        district: 'Bengaluru Urban',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
        country: 'India',
      },
    },
    ...overrides,
  };
}

/** The cart's answer to an add: the line as the server now has it. */
export function cartLine(id: number, name: string, quantity: number): CartItem {
  return {
    id,
    name,
    image: `/images/products/${id}.webp`,
    description: '',
    category: 'dals-pulses',
    price: 170,
    originalPrice: 190,
    quantity,
    status: 'in stock',
    maxQuantity: 20,
    addedAt: '2025-04-20T10:00:00.000Z',
  };
}
