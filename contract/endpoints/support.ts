import { SupportMessageFieldsSchema, SupportMessageResponseSchema } from '../support';
import { endpoint } from './endpoint';

export const messages = endpoint({
  method: 'POST',
  path: '/api/support/messages',
  form: SupportMessageFieldsSchema,
  response: SupportMessageResponseSchema,
  caching: 'never',
});
