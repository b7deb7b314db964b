// server-imports-app
import { client } from '../src/lib/client';

export const app = `app beside ${client}`;
