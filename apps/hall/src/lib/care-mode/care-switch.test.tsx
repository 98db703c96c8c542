import { STORAGE_KEYS } from '@bluecat/api/storage';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { CARE_CLASS, careModeAtom } from './care-mode.ts';
import { CareSwitch } from './care-switch.tsx';

function renderSwitch(on: boolean) {
  const store = createStore();
  store.set(careModeAtom, on);
  render(
    <Provider store={store}>
      <CareSwitch lead />
    </Provider>,
  );
  return store;
}

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.classList.remove(CARE_CLASS);
});

describe('CareSwitch', () => {
  it('is a switch found by either of the mode’s names', () => {
    renderSwitch(false);
    expect(screen.getByRole('switch', { name: /关怀版/ })).toBe(
      screen.getByRole('switch', { name: /长辈版/ }),
    );
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  });

  it('turns 关怀版 on: remembered on the device, the care class on <html>', async () => {
    const store = renderSwitch(false);
    await userEvent.click(screen.getByRole('switch', { name: /关怀版/ }));
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    expect(store.get(careModeAtom)).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.careMode)).toBe('1');
    await waitFor(() => expect(document.documentElement).toHaveClass(CARE_CLASS));
  });

  it('turns 关怀版 off: forgotten, the care class gone', async () => {
    window.localStorage.setItem(STORAGE_KEYS.careMode, '1');
    document.documentElement.classList.add(CARE_CLASS);
    renderSwitch(true);
    await userEvent.click(screen.getByRole('switch', { name: /关怀版/ }));
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    expect(window.localStorage.getItem(STORAGE_KEYS.careMode)).toBeNull();
    expect(document.documentElement).not.toHaveClass(CARE_CLASS);
  });
});
