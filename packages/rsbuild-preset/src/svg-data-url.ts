/**
 * An SVG as a `data:` address, percent-encoding only what a URL or the attribute around it cannot hold
 * as is (`"`, `%`, `#`, `<`, `>`, white-space runs, non-ASCII): shorter than base64, and gzip still sees
 * the markup.
 */
export function svgDataUrl(svg: string): string {
  const body = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/[%#<>]|[^\x20-\x7e]+/g, (text) => encodeURIComponent(text));
  return `data:image/svg+xml,${body}`;
}
