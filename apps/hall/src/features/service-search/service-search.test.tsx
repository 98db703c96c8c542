import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SERVICES, type Service } from './service-catalogue.ts';
import table from './service-pinyin.gen.json';
import { ServiceSearch } from './service-search.tsx';

const byId = (id: string) => SERVICES.find((service) => service.id === id) as Service;

function renderSearch(recent: Service[] = []) {
  const onOpen = vi.fn();
  render(<ServiceSearch services={SERVICES} pinyin={table} recent={recent} onOpen={onOpen} />);
  return { onOpen, field: screen.getByRole('combobox', { name: '搜索服务' }) };
}

describe('ServiceSearch', () => {
  it('is a labelled combobox that owns its listbox of results', async () => {
    const { field } = renderSearch();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-controls');

    await userEvent.type(field, 'cz');
    const list = screen.getByRole('listbox', { name: '搜索结果' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options[0]).toHaveTextContent('号码充值');
    expect(screen.getByRole('status')).toHaveTextContent(`找到${options.length}项服务`);
  });

  it('moves through the results with the arrow keys and opens the one chosen with Enter', async () => {
    const { field, onOpen } = renderSearch();
    await userEvent.type(field, '发票');
    const [first] = screen.getAllByRole('option');
    expect(field).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', first?.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(byId('invoice'));
  });

  it('opens a result tapped', async () => {
    const { field, onOpen } = renderSearch();
    await userEvent.type(field, 'xiaohu');
    await userEvent.click(screen.getByRole('option', { name: /销户/ }));
    expect(onOpen).toHaveBeenCalledWith(byId('cancel'));
  });

  it('says when nothing is found and offers the hotline', async () => {
    const { field } = renderSearch();
    await userEvent.type(field, '天气预报');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('没有找到与“天气预报”相关的服务');
    expect(screen.getByRole('link', { name: '拨打客服热线10020' })).toHaveAttribute('href', 'tel:10020');
  });

  it('shows 最近使用 before anything is typed, and opens from it', async () => {
    const { onOpen } = renderSearch([byId('invoice'), byId('recharge')]);
    const recent = screen.getByRole('region', { name: '最近使用' });
    expect(
      within(recent)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['电子发票', '号码充值']);
    await userEvent.click(within(recent).getByRole('button', { name: '电子发票' }));
    expect(onOpen).toHaveBeenCalledWith(byId('invoice'));
  });

  it('fills the field with a suggested word', async () => {
    const { field } = renderSearch();
    await userEvent.click(screen.getByRole('button', { name: '补卡' }));
    expect(field).toHaveValue('补卡');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('补卡');
  });
});
