import {
  AddressBodySchema,
  AddressListResponseSchema,
  AddressResponseSchema,
  AddressUserQuerySchema,
  DeleteAddressQuerySchema,
  DeleteAddressResponseSchema,
} from '../address';
import { endpoint } from './endpoint';

export const getUserAddresses = endpoint({
  method: 'GET',
  path: '/api/user/address/getUserAddresses',
  query: AddressUserQuerySchema,
  response: AddressListResponseSchema,
  caching: 'personal',
});

export const addAddress = endpoint({
  method: 'POST',
  path: '/api/user/address/addAddress',
  body: AddressBodySchema,
  response: AddressResponseSchema,
  caching: 'never',
});

export const editAddress = endpoint({
  method: 'PUT',
  path: '/api/user/address/editAddress',
  query: AddressUserQuerySchema,
  body: AddressBodySchema,
  response: AddressResponseSchema,
  caching: 'never',
});

export const deleteAddress = endpoint({
  method: 'DELETE',
  path: '/api/user/address/deleteAddress',
  query: DeleteAddressQuerySchema,
  response: DeleteAddressResponseSchema,
  caching: 'never',
});
