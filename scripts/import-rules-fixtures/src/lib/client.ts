// base-imports-upward
import { session } from '../domain/session/session';

export const client = `client of ${session}`;
