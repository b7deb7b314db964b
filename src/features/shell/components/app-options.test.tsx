import { act, fireEvent, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionAsksToSaveData, dataSaverAtom, dataSaverChoiceAtom } from '#src/lib/data-saver';
import { chooseLocale } from '#src/lib/i18n/locale';
import { installOfferAtom, needsIosInstallHint } from '#src/lib/pwa/install-prompt';
import { AppOptions } from './app-options';

const store = getDefaultStore();

afterEach(() => {
  act(() => {
    store.set(installOfferAtom, null);
    store.set(dataSaverChoiceAtom, RESET);
  });
});

describe('AppOptions', () => {
  it("offers Install when the browser allows it, and uses the browser's offer once", async () => {
    render(<AppOptions />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    const prompt = vi.fn(async () => {});
    act(() => store.set(installOfferAtom, Object.assign(new Event('beforeinstallprompt'), { prompt }) as never));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install app' })));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('tells an iPhone shopper how to install, the button names in bold, in English and in Hindi', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)');
    const { unmount } = render(<AppOptions />);
    const hint = screen.getByText(/To install Kirana/);
    expect(hint.textContent).toBe('To install Kirana, tap Share, then Add to Home Screen.');
    expect([...hint.querySelectorAll('strong')].map((bold) => bold.textContent)).toEqual([
      'Share',
      'Add to Home Screen',
    ]);
    unmount();

    act(() => chooseLocale('hi'));
    render(<AppOptions />);
    expect(screen.getByText(/इंस्टॉल करने के लिए/).textContent).toBe(
      'Kirana इंस्टॉल करने के लिए शेयर करें दबाएँ, फिर होम स्क्रीन में जोड़ें चुनें।',
    );
    expect(screen.getByLabelText('डेटा सेवर')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('lets the shopper turn the data saver on, remembered on this device', () => {
    render(<AppOptions />);
    expect(store.get(dataSaverAtom)).toBe(false);
    fireEvent.change(screen.getByLabelText('Data saver'), { target: { value: 'on' } });
    expect(store.get(dataSaverAtom)).toBe(true);
    expect(localStorage.getItem('kirana-data-saver')).toBe('"on"');
    expect(screen.getByText(/no prefetching/)).toBeTruthy();
  });
});

describe('connectionAsksToSaveData', () => {
  it('is on for Save-Data and for 2G, off otherwise', () => {
    const info = (fields: object) => Object.assign(new EventTarget(), fields);
    expect(connectionAsksToSaveData(info({ saveData: true, effectiveType: '4g' }))).toBe(true);
    expect(connectionAsksToSaveData(info({ effectiveType: 'slow-2g' }))).toBe(true);
    expect(connectionAsksToSaveData(info({ effectiveType: '2g' }))).toBe(true);
    expect(connectionAsksToSaveData(info({ effectiveType: '3g' }))).toBe(false);
    expect(connectionAsksToSaveData(undefined)).toBe(false);
  });
});

describe('needsIosInstallHint', () => {
  it('is shown in Safari on an iPhone, not once installed, not on Android', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1';
    expect(needsIosInstallHint({ userAgent: iphone, platform: 'iPhone', maxTouchPoints: 5 } as Navigator)).toBe(true);
    expect(
      needsIosInstallHint({ userAgent: iphone, platform: 'iPhone', maxTouchPoints: 5, standalone: true } as never),
    ).toBe(false);
    expect(
      needsIosInstallHint({
        userAgent: 'Mozilla/5.0 (Linux; Android 14)',
        platform: 'Linux',
        maxTouchPoints: 5,
      } as never),
    ).toBe(false);
  });
});
