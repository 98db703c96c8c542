import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactList } from './fact-list.tsx';

const pairs = () =>
  screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('FactList', () => {
  it('pairs each label with its value, in order', () => {
    render(
      <FactList
        items={[
          { label: '充值号码', value: '13912345678' },
          { label: '支付金额', value: <strong>¥30.00</strong> },
        ]}
      />,
    );
    expect(pairs()).toEqual([
      ['充值号码', '13912345678'],
      ['支付金额', '¥30.00'],
    ]);
    expect(screen.getAllByRole('definition')).toHaveLength(2);
    expect(screen.getByText('¥30.00').tagName).toBe('STRONG');
  });

  it('keeps facts that share a label', () => {
    render(
      <FactList
        items={[
          { label: '流量日包', value: '3.00元' },
          { label: '流量日包', value: '5.00元' },
        ]}
      />,
    );
    expect(pairs()).toEqual([
      ['流量日包', '3.00元'],
      ['流量日包', '5.00元'],
    ]);
  });

  it.each([
    [undefined, 'bc-fact-list bc-fact-list-rows', 'bc-fact-list-row'],
    ['rows', 'bc-fact-list bc-fact-list-rows card__facts', 'bc-fact-list-row'],
    ['columns', 'bc-fact-list bc-fact-list-columns card__facts', 'bc-fact-list-column'],
  ] as const)('look %s draws the list as %s', (look, listClass, itemClass) => {
    const { container } = render(
      <FactList
        look={look}
        className={look ? 'card__facts' : undefined}
        items={[{ label: '当前积分', value: 120 }]}
      />,
    );
    const list = container.querySelector('dl');
    expect(list).toHaveAttribute('class', listClass);
    expect(list?.firstElementChild).toHaveAttribute('class', itemClass);
    expect(screen.getByRole('term')).toHaveClass(`${itemClass}-label`);
    expect(screen.getByRole('definition')).toHaveClass(`${itemClass}-value`);
  });
});
