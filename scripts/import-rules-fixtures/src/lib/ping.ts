// no-import-cycle (with pong.ts)
import { pong } from './pong';

export const ping = () => pong;
