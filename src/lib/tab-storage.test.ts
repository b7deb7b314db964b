import { act, renderHook } from '@testing-library/react';
import { createStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { draftKey, forgetDrafts, tabStoredAs } from './tab-storage';
import { useTabState } from './use-tab-state';

const Draft = v.object({ comment: v.string() });
const empty = () => ({ comment: '' });

describe('useTabState', () => {
  it('comes back as it was left when the page is opened again', () => {
    const first = renderHook(() => useTabState('draft:1', Draft, empty));
    act(() => first.result.current[1]({ comment: 'Fresh atta' }));
    first.unmount();

    const reopened = renderHook(() => useTabState('draft:1', Draft, empty));
    expect(reopened.result.current[0]).toEqual({ comment: 'Fresh atta' });
  });

  it('keeps each key apart: the same form for another product starts with its own', () => {
    const form = renderHook(({ key }) => useTabState(key, Draft, empty), { initialProps: { key: 'draft:1' } });
    act(() => form.result.current[1]((draft) => ({ comment: `${draft.comment}Good` })));
    form.rerender({ key: 'draft:2' });
    expect(form.result.current[0]).toEqual({ comment: '' });
    act(() => form.result.current[1]({ comment: 'Stale' }));
    form.rerender({ key: 'draft:1' });
    expect(form.result.current[0]).toEqual({ comment: 'Good' });
    expect(JSON.parse(sessionStorage.getItem('draft:2') ?? 'null')).toEqual({ comment: 'Stale' });
  });

  it('writes only what is set: a form opened and left untouched leaves nothing behind', () => {
    renderHook(() => useTabState('draft:1', Draft, empty)).unmount();
    expect(sessionStorage.getItem('draft:1')).toBeNull();
  });

  it('starts afresh from what it does not expect: another shape, or not JSON', () => {
    sessionStorage.setItem('draft:1', JSON.stringify({ comment: 42 }));
    sessionStorage.setItem('draft:2', '{"comment":');
    expect(renderHook(() => useTabState('draft:1', Draft, empty)).result.current[0]).toEqual({ comment: '' });
    expect(renderHook(() => useTabState('draft:2', Draft, empty)).result.current[0]).toEqual({ comment: '' });
  });
});

describe('tabStoredAs', () => {
  it('gives back a kept null as null, not as the starting value', () => {
    // The atom reads the tab when it is made (getOnInit): a page opened again makes it anew.
    const paymentMethod = () =>
      atomWithStorage<string | null>('method', 'COD', tabStoredAs(v.nullable(v.string())), { getOnInit: true });
    createStore().set(paymentMethod(), null);
    expect(createStore().get(paymentMethod())).toBeNull();
  });
});

describe('forgetDrafts', () => {
  it('forgets what a shopper typed and keeps the rest of the tab', () => {
    sessionStorage.setItem(draftKey('review:7'), '{}');
    sessionStorage.setItem(draftKey('support'), '{}');
    sessionStorage.setItem('kirana:intro-splash-seen', '1');
    forgetDrafts();
    expect(Object.keys(sessionStorage)).toEqual(['kirana:intro-splash-seen']);
  });
});
