// sw-imports-app
import { ping } from '../src/lib/ping';

export const sw = () => ping;
