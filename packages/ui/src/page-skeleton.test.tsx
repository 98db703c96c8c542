import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSkeleton } from './page-skeleton.tsx';

describe('PageSkeleton', () => {
  it('is a busy indicator named 加载中 with the asked number of rows', () => {
    const { container } = render(<PageSkeleton rows={3} />);
    expect(screen.getByRole('progressbar', { name: '加载中' })).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.bc-page-skeleton-line')).toHaveLength(3);
  });

  it('shows four lines by default', () => {
    const { container } = render(<PageSkeleton />);
    expect(container.querySelectorAll('.bc-page-skeleton-line')).toHaveLength(4);
  });
});
