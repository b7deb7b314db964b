import {
  AccountQuerySchema,
  DeleteAccountResponseSchema,
  EditUserBodySchema,
  EditUserQuerySchema,
  EditUserResponseSchema,
  ExportDataResponseSchema,
  GetUserResponseSchema,
  SetLanguageBodySchema,
  SetLanguageResponseSchema,
} from '../user';
import { endpoint } from './endpoint';

export const getUser = endpoint({
  method: 'GET',
  path: '/api/user/getUser',
  response: GetUserResponseSchema,
  caching: 'personal',
});

export const editUser = endpoint({
  method: 'PUT',
  path: '/api/user/editUser',
  query: EditUserQuerySchema,
  body: EditUserBodySchema,
  response: EditUserResponseSchema,
  caching: 'never',
});

export const exportData = endpoint({
  method: 'GET',
  path: '/api/user/exportData',
  query: AccountQuerySchema,
  response: ExportDataResponseSchema,
  caching: 'never',
});

export const deleteAccount = endpoint({
  method: 'DELETE',
  path: '/api/user/deleteAccount',
  query: AccountQuerySchema,
  response: DeleteAccountResponseSchema,
  caching: 'never',
});

export const setLanguage = endpoint({
  method: 'PUT',
  path: '/api/user/setLanguage',
  body: SetLanguageBodySchema,
  response: SetLanguageResponseSchema,
  caching: 'never',
});
