import type { Address } from '#contract/address';
import type { CartItem } from '#contract/cart';
import { SHOPPER } from '#src/test/shopper';

export const DAL: CartItem = {
  id: 7,
  name: 'Toor Dal 1 kg',
  image: '/images/products/7.webp',
  description: 'Unpolished',
  category: 'Dals & Flours',
  price: 160,
  originalPrice: 180,
  quantity: 2,
  status: 'in stock',
  maxQuantity: 20,
  addedAt: '2025-04-01T10:00:00.000Z',
};

export const GHEE: CartItem = {
  ...DAL,
  id: 12,
  name: 'Cow Ghee 500 ml',
  image: '/images/products/12.webp',
  price: 320,
  originalPrice: 320,
  quantity: 1,
};

export const HOME: Address = {
  id: '5e0c2c1e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
  userId: SHOPPER.id,
  name: 'Home',
  phone: '+919876543210',
  phoneNumber: '+919876543210',
  alternatePhone: null,
  addressLine1: '12 MG Road',
  addressLine2: '',
  landmark: '',
  district: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  type: 'shipping',
  isDefault: false,
  createdAt: '2025-04-01T10:00:00.000Z',
};

export const WORK: Address = {
  ...HOME,
  id: '7f1d3d2f-4b5c-4d6e-9fa0-1b2c3d4e5f60',
  name: 'Work',
  addressLine1: 'Plot 4, HITEC City',
  landmark: 'Cyber Towers',
  city: 'Hyderabad',
  state: 'Telangana',
  postalCode: '500081',
  isDefault: true,
  createdAt: '2025-05-01T10:00:00.000Z',
};

export const ORDER_ID = '3c9a7f10-2b4d-4e6f-8a1b-2c3d4e5f6a7b';
