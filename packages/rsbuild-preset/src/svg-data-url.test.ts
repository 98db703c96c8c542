import { describe, expect, it } from 'vitest';
import { svgDataUrl } from './svg-data-url.ts';

describe('svgDataUrl', () => {
  it.each([
    [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E",
    ],
    ['<rect fill="#1a5fd6"/>', "data:image/svg+xml,%3Crect fill='%231a5fd6'/%3E"],
    ['<title>蓝猫</title>', 'data:image/svg+xml,%3Ctitle%3E%E8%93%9D%E7%8C%AB%3C/title%3E'],
    ['<text>100%</text>', 'data:image/svg+xml,%3Ctext%3E100%25%3C/text%3E'],
    ['\n  <g>\n    <path/>\n  </g>\n', 'data:image/svg+xml,%3Cg%3E %3Cpath/%3E %3C/g%3E'],
  ])('%j → %s', (svg, url) => {
    expect(svgDataUrl(svg)).toBe(url);
  });

  it('gives back the same picture', () => {
    const svg = '<svg viewBox="0 0 32 32"><title>蓝猫移动</title><rect width="32" fill="#1a5fd6"/></svg>';
    const url = svgDataUrl(svg);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg.replace(/"/g, "'"));
  });
});
