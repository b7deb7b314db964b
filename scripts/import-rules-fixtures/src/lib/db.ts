// app-imports-server
import { app } from '../../server/app';

export const db = `db of ${app}`;
