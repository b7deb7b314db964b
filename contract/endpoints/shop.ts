import {
  AddStaffBodySchema,
  AddStaffResponseSchema,
  BoardQuerySchema,
  BoardResponseSchema,
  CancelByShopBodySchema,
  CashReceivedBodySchema,
  ChangeLineBodySchema,
  DeliverBodySchema,
  HandToRiderBodySchema,
  OrderIdBodySchema,
  RemoveStaffBodySchema,
  RemoveStaffResponseSchema,
  RiderMoneyResponseSchema,
  ShopSettingsResponseSchema,
  StaffListResponseSchema,
  StaffLogoutResponseSchema,
  StaffOrderQuerySchema,
  StaffOrderResponseSchema,
  StaffSendOtpBodySchema,
  StaffSendOtpResponseSchema,
  StaffSessionResponseSchema,
  StaffVerifyOtpBodySchema,
  StaffVerifyOtpResponseSchema,
  UpdateShopSettingsBodySchema,
} from '../shop';
import { endpoint } from './endpoint';

/* The shop's side (decision 106): every call under /api/shop/, each behind the staff session and a role. */

export const staffSendOtp = endpoint({
  method: 'POST',
  path: '/api/shop/auth/sendOtp',
  body: StaffSendOtpBodySchema,
  response: StaffSendOtpResponseSchema,
  caching: 'never',
});

export const staffVerifyOtp = endpoint({
  method: 'POST',
  path: '/api/shop/auth/verifyOtp',
  body: StaffVerifyOtpBodySchema,
  response: StaffVerifyOtpResponseSchema,
  caching: 'never',
});

export const staffSession = endpoint({
  method: 'GET',
  path: '/api/shop/auth/session',
  response: StaffSessionResponseSchema,
  caching: 'never',
});

export const staffLogout = endpoint({
  method: 'POST',
  path: '/api/shop/auth/logout',
  response: StaffLogoutResponseSchema,
  caching: 'never',
});

export const listStaff = endpoint({
  method: 'GET',
  path: '/api/shop/staff',
  response: StaffListResponseSchema,
  caching: 'never',
});

export const addStaff = endpoint({
  method: 'POST',
  path: '/api/shop/staff/add',
  body: AddStaffBodySchema,
  response: AddStaffResponseSchema,
  caching: 'never',
});

export const removeStaff = endpoint({
  method: 'POST',
  path: '/api/shop/staff/remove',
  body: RemoveStaffBodySchema,
  response: RemoveStaffResponseSchema,
  caching: 'never',
});

export const shopSettings = endpoint({
  method: 'GET',
  path: '/api/shop/settings',
  response: ShopSettingsResponseSchema,
  caching: 'never',
});

export const updateShopSettings = endpoint({
  method: 'POST',
  path: '/api/shop/settings/update',
  body: UpdateShopSettingsBodySchema,
  response: ShopSettingsResponseSchema,
  caching: 'never',
});

export const board = endpoint({
  method: 'GET',
  path: '/api/shop/orders',
  query: BoardQuerySchema,
  response: BoardResponseSchema,
  caching: 'never',
});

export const staffOrder = endpoint({
  method: 'GET',
  path: '/api/shop/orders/detail',
  query: StaffOrderQuerySchema,
  response: StaffOrderResponseSchema,
  caching: 'never',
});

export const acceptOrder = endpoint({
  method: 'POST',
  path: '/api/shop/orders/accept',
  body: OrderIdBodySchema,
  response: StaffOrderResponseSchema,
  caching: 'never',
});

export const cancelOrderByShop = endpoint({
  method: 'POST',
  path: '/api/shop/orders/cancel',
  body: CancelByShopBodySchema,
  response: StaffOrderResponseSchema,
  caching: 'never',
});

export const changeLine = endpoint({
  method: 'POST',
  path: '/api/shop/orders/changeLine',
  body: ChangeLineBodySchema,
  response: StaffOrderResponseSchema,
  caching: 'never',
});

export const packOrder = endpoint({
  method: 'POST',
  path: '/api/shop/orders/pack',
  body: OrderIdBodySchema,
  response: StaffOrderResponseSchema,
  caching: 'never',
});

export const handToRider = endpoint({
  method: 'POST',
  path: '/api/shop/orders/handToRider',
  body: HandToRiderBodySchema,
  response: StaffOrderResponseSchema,
  caching: 'never',
});

export const deliverOrder = endpoint({
  method: 'POST',
  path: '/api/shop/orders/deliver',
  body: DeliverBodySchema,
  response: StaffOrderResponseSchema,
  caching: 'never',
});

export const riderMoney = endpoint({
  method: 'GET',
  path: '/api/shop/riders/money',
  response: RiderMoneyResponseSchema,
  caching: 'never',
});

export const cashReceived = endpoint({
  method: 'POST',
  path: '/api/shop/riders/cashReceived',
  body: CashReceivedBodySchema,
  response: RiderMoneyResponseSchema,
  caching: 'never',
});

/** The riders an order can be handed to (owner, packer). */
export const listRiders = endpoint({
  method: 'GET',
  path: '/api/shop/riders',
  response: StaffListResponseSchema,
  caching: 'never',
});
