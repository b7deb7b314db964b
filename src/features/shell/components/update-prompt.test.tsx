import { act, fireEvent, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateAvailableAtom } from '#src/lib/pwa/update-available';
import { UpdatePrompt } from './update-prompt';

afterEach(() => act(() => getDefaultStore().set(updateAvailableAtom, null)));

describe('UpdatePrompt', () => {
  it('shows nothing until a new version waits, then "Update available — Reload" activates it', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByRole('alert')).toBeNull();
    const activate = vi.fn(async () => {});
    act(() => getDefaultStore().set(updateAvailableAtom, () => activate));
    expect(screen.getByRole('alert').textContent).toContain('Update available');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(activate).toHaveBeenCalledOnce();
  });
});
