// contract-imports-app
import { client } from '../src/lib/client';

export const user = `user for ${client}`;
