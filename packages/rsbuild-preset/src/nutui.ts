/**
 * NutUI ships one UMD bundle as `main` and per-component ES folders. These paths let the
 * bundler (and vitest) load a component's JS and its own CSS only — the full stylesheet costs
 * 34 KB gzip. Folder names are the member name lower-cased without dashes (`NoticeBar` → `noticebar`).
 */
export const NUTUI_PACKAGE = '@nutui/nutui-react';
export const NUTUI_ES_ROOT = '@nutui/nutui-react/dist/es/packages';

export function nutuiFolder(member: string): string {
  return member.toLowerCase();
}

/** Rsbuild `source.transformImport` entry: per-component JS plus its CSS. */
export const nutuiTransformImport = {
  libraryName: NUTUI_PACKAGE,
  customName: `${NUTUI_ES_ROOT}/{{ lowerCase member }}`,
  customStyleName: `${NUTUI_ES_ROOT}/{{ lowerCase member }}/style/css`,
  transformToDefaultImport: true,
};
