import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackImage } from './fallback-image.tsx';

describe('FallbackImage', () => {
  it('shows the picture with its alt text', () => {
    render(<FallbackImage src="/cover.png" alt="活动封面" />);
    expect(screen.getByRole('img', { name: '活动封面' })).toHaveAttribute('src', '/cover.png');
  });

  it('keeps the name of a picture that cannot load', () => {
    render(<FallbackImage src="/gone.png" alt="活动封面" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: '活动封面' }).tagName).toBe('SPAN');
  });

  it('keeps a decorative picture hidden when it cannot load or has no address', () => {
    const { container } = render(<FallbackImage className="cover" src=" " alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('.cover')).toHaveAttribute('aria-hidden', 'true');
  });

  it('fetches a leading picture at once and ahead of the rest, any other when it nears the view', () => {
    render(
      <>
        <FallbackImage src="/banner-1.svg" alt="活动1" leading />
        <FallbackImage src="/face.svg" alt="头像" />
      </>,
    );
    const leading = screen.getByRole('img', { name: '活动1' });
    expect(leading).toHaveAttribute('loading', 'eager');
    expect(leading).toHaveAttribute('fetchpriority', 'high');
    const other = screen.getByRole('img', { name: '头像' });
    expect(other).toHaveAttribute('loading', 'lazy');
    expect(other).not.toHaveAttribute('fetchpriority');
  });
});
