import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { dataSaverChoiceAtom, onDataSaverChange, savingData } from './data-saver';

describe('the data saver, for code outside React', () => {
  it('says whether it saves data now, and calls back only when that turns on or off', () => {
    const store = createStore();
    expect(savingData(store)).toBe(false); // 'auto', and the test browser asks for nothing
    const calls: boolean[] = [];
    const stop = onDataSaverChange((saving) => calls.push(saving), store);
    expect(calls).toEqual([]);

    store.set(dataSaverChoiceAtom, 'off'); // still not saving
    expect(calls).toEqual([]);
    store.set(dataSaverChoiceAtom, 'on');
    expect(savingData(store)).toBe(true);
    store.set(dataSaverChoiceAtom, 'auto');
    expect(calls).toEqual([true, false]);

    stop();
    store.set(dataSaverChoiceAtom, 'on');
    expect(calls).toEqual([true, false]);
  });
});
