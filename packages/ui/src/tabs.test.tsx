import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type TabItem, Tabs, type TabsProps, tabForKey } from './tabs.tsx';

type Kind = 'traffic' | 'voice' | 'sms';

const KINDS: readonly TabItem<Kind>[] = [
  { value: 'traffic', label: '流量' },
  { value: 'voice', label: '语音' },
  { value: 'sms', label: '短信' },
];

const TYPES: readonly TabItem<number>[] = [
  { value: 0, label: '全部' },
  { value: 1, label: '获得' },
  { value: 2, label: '使用' },
];

/** Tabs owning their value, as a screen does, with the chosen tab's text as the panel. */
function Controlled<V extends string | number>(
  props: Omit<TabsProps<V>, 'value' | 'onChange' | 'children'> & { initial: V },
) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState<V>(initial);
  const label = rest.tabs.find((tab) => tab.value === value)?.label ?? '';
  return (
    <Tabs {...rest} value={value} onChange={setValue}>
      <p>{`${label}的内容`}</p>
    </Tabs>
  );
}

/** 积分明细 with its pill sub-tabs nested in the line tab's panel, as /integralDetails has them. */
function Nested() {
  const [tab, setTab] = useState<'detail' | 'rule'>('detail');
  const [type, setType] = useState(0);
  return (
    <Tabs
      label="积分"
      tabs={[
        { value: 'detail', label: '积分明细' },
        { value: 'rule', label: '积分规则' },
      ]}
      value={tab}
      onChange={setTab}
    >
      {tab === 'detail' ? (
        <Tabs label="明细类型" look="pill" tabs={TYPES} value={type} onChange={setType}>
          <p>{`明细${type}`}</p>
        </Tabs>
      ) : (
        <p>规则</p>
      )}
    </Tabs>
  );
}

const selected = (name: string) =>
  expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');

describe('Tabs', () => {
  it('names the list, marks the chosen tab and labels the panel with it', () => {
    render(<Controlled label="套餐余量" tabs={KINDS} initial="voice" />);

    const list = screen.getByRole('tablist', { name: '套餐余量' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['流量', '语音', '短信']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    // One tab stop: Tab enters the list on the chosen tab, arrows move inside it.
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);

    const panel = screen.getByRole('tabpanel', { name: '语音' });
    expect(panel).toHaveTextContent('语音的内容');
    for (const tab of tabs) expect(tab).toHaveAttribute('aria-controls', panel.id);
  });

  it('switches on a tap and relabels the panel', async () => {
    const user = userEvent.setup();
    render(<Controlled label="业务类型" tabs={KINDS} initial="traffic" />);

    await user.click(screen.getByRole('tab', { name: '短信' }));
    selected('短信');
    expect(screen.getByRole('tab', { name: '流量' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: '短信' })).toHaveTextContent('短信的内容');
  });

  it.each([
    ['{ArrowRight}', '语音', '短信'],
    ['{ArrowRight}', '短信', '流量'],
    ['{ArrowLeft}', '语音', '流量'],
    ['{ArrowLeft}', '流量', '短信'],
    ['{Home}', '短信', '流量'],
    ['{End}', '流量', '短信'],
  ])('%s on %s chooses and focuses %s', async (key, from, to) => {
    const user = userEvent.setup();
    const start = KINDS.find((tab) => tab.label === from)?.value ?? 'traffic';
    render(<Controlled label="套餐余量" tabs={KINDS} initial={start} />);

    screen.getByRole('tab', { name: from }).focus();
    await user.keyboard(key);
    expect(screen.getByRole('tab', { name: to })).toHaveFocus();
    selected(to);
    expect(screen.getByRole('tabpanel', { name: to })).toHaveTextContent(`${to}的内容`);
  });

  it('leaves other keys alone', async () => {
    const user = userEvent.setup();
    render(<Controlled label="套餐余量" tabs={KINDS} initial="voice" />);

    screen.getByRole('tab', { name: '语音' }).focus();
    await user.keyboard('{ArrowDown}a');
    expect(screen.getByRole('tab', { name: '语音' })).toHaveFocus();
    selected('语音');
  });

  it('takes number values and keeps nested tab lists apart', async () => {
    const user = userEvent.setup();
    render(<Nested />);

    const types = screen.getByRole('tablist', { name: '明细类型' });
    within(types).getByRole('tab', { name: '全部' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '使用' })).toHaveFocus();
    selected('使用');
    // The outer list does not hear the inner one's keys.
    selected('积分明细');
    expect(screen.getByRole('tabpanel', { name: '使用' })).toHaveTextContent('明细2');

    await user.click(screen.getByRole('tab', { name: '积分规则' }));
    expect(screen.queryByRole('tablist', { name: '明细类型' })).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: '积分规则' })).toHaveTextContent('规则');
  });

  it('draws the chosen look and hands the class names on', () => {
    const { container } = render(
      <Tabs
        label="明细类型"
        look="pill"
        sticky
        className="points-types"
        panelClassName="points-types__panel"
        tabs={TYPES}
        value={1}
        onChange={() => {}}
      >
        <p>明细</p>
      </Tabs>,
    );
    expect(container.firstElementChild).toHaveClass(
      'bc-tabs',
      'bc-tabs-pill',
      'bc-tabs-sticky',
      'points-types',
    );
    expect(screen.getByRole('tabpanel')).toHaveClass('bc-tabs-panel', 'points-types__panel');
  });

  it('draws the line look by default, not sticky', () => {
    const { container } = render(
      <Tabs label="业务类型" tabs={KINDS} value="traffic" onChange={() => {}}>
        <p>内容</p>
      </Tabs>,
    );
    expect(container.firstElementChild).toHaveClass('bc-tabs-line');
    expect(container.firstElementChild).not.toHaveClass('bc-tabs-sticky');
  });
});

describe('tabForKey', () => {
  it.each([
    ['ArrowRight', 0, 3, 1],
    ['ArrowRight', 2, 3, 0],
    ['ArrowLeft', 1, 3, 0],
    ['ArrowLeft', 0, 3, 2],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['ArrowRight', -1, 3, 0],
    ['ArrowLeft', -1, 3, 2],
    ['ArrowRight', 0, 1, 0],
    ['ArrowDown', 1, 3, null],
    ['Enter', 1, 3, null],
    ['ArrowRight', -1, 0, null],
    ['Home', -1, 0, null],
  ])('%s from %i of %i leads to %s', (key, current, count, expected) => {
    expect(tabForKey(key, current, count)).toBe(expected);
  });
});
