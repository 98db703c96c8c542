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
});
