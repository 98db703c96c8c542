import { readStored, removeStored, writeStored } from '@bluecat/api/storage';
import { reportFailedLoad } from '@bluecat/ui/field-reports/failed-load';
import { atom } from 'jotai';

/**
 * 关怀版 (长辈版) the care mode for elderly subscribers: larger text and line spacing, larger tap targets,
 * still carousels and a simplified home. A setting of this device (STORAGE_KEYS.careMode). Its look is a
 * class on <html> and a stylesheet with a text enlarger loaded only when the mode is on, so the first
 * screens of everyone else carry none of it.
 */
export const CARE_CLASS = 'bc-care';

/** Where the care look's code comes from: a file of its own; tests replace `load`. */
export const careLookFile = {
  load: () => import(/* webpackChunkName: "care-look" */ './care-look.ts'),
};

let look: ReturnType<typeof careLookFile.load> | null = null;

/** Puts the care look on the page or takes it off; resolves once the page is drawn in it. */
export function applyCareLook(on: boolean): Promise<void> {
  document.documentElement.classList.toggle(CARE_CLASS, on);
  if (!on && look === null) return Promise.resolve();
  look ??= careLookFile.load();
  return look
    .then((module) => module.enlargeText(on))
    .catch((error: unknown) => {
      // The page keeps its class, drawn by the stylesheet alone; the next switch fetches the look again.
      look = null;
      reportFailedLoad(error);
    });
}

export const isCareModeStored = (): boolean => readStored('careMode') === '1';

/** Whether 关怀版 is on, as this device remembers it. */
export const careModeAtom = atom(isCareModeStored());

/** Turns 关怀版 on or off, remembered on the device. */
export const setCareModeAtom = atom(null, (_get, set, on: boolean) => {
  if (on) writeStored('careMode', '1');
  else removeStored('careMode');
  set(careModeAtom, on);
  void applyCareLook(on);
});
