import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RichText } from './rich-text.tsx';
import { sanitizeHtml } from './sanitize-html.ts';

// DOMPurify does not work under happy-dom (it drops safe tags and keeps scripts), so the sanitiser is
// checked in Chromium by sanitize-html.chromium.test.ts; here only the component's use of it is checked.
vi.mock('./sanitize-html.ts', () => ({
  sanitizeHtml: vi.fn((html: string) => html.replace(/<script>.*?<\/script>/g, '')),
}));

describe('RichText', () => {
  it('renders the sanitised HTML inside its container', () => {
    const html = '<h2>资费说明</h2><script>steal()</script><p>月费 <b>39</b> 元</p>';
    const { container } = render(<RichText className="package-desc" html={html} />);
    expect(sanitizeHtml).toHaveBeenCalledWith(html);
    expect(screen.getByRole('heading', { name: '资费说明' })).toBeInTheDocument();
    expect(screen.getByText(/月费/)).toHaveTextContent('月费 39 元');
    expect(container.querySelector('script')).toBeNull();
    expect(container.firstElementChild).toHaveClass('bc-rich-text', 'package-desc');
  });

  it('renders an empty container for missing HTML', () => {
    const { container } = render(<RichText html={undefined} />);
    expect(sanitizeHtml).toHaveBeenCalledWith('');
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });
});
