import { atom } from 'jotai';
import type { BoardView } from '#contract/shop';

/** The column a phone shows; kept while the packer opens an order and comes back. */
export const boardViewAtom = atom<BoardView>('new');
