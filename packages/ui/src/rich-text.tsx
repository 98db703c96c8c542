import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';

export interface RichTextProps {
  html: string | null | undefined;
  className?: string;
}

/** The only way server HTML (package descriptions, rules, activity details, agreements) reaches the page. */
export function RichText({ html, className }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return (
    <div
      className={className ? `bc-rich-text ${className}` : 'bc-rich-text'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitised by DOMPurify.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
