import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DialogView } from './overlay-dialog.tsx';
import { alert, confirm, OverlayHost, resetOverlays, showLoading, toast } from './overlays.tsx';

afterEach(() => {
  act(() => resetOverlays());
  vi.useRealTimers();
});

describe('toast', () => {
  it('shows the message in a live region at the bottom for 5000 ms by default', () => {
    vi.useFakeTimers();
    render(<OverlayHost />);
    act(() => toast('操作失败'));
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('操作失败');

    act(() => vi.advanceTimersByTime(4999));
    expect(region).toHaveTextContent('操作失败');
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('takes a duration in milliseconds', () => {
    vi.useFakeTimers();
    render(<OverlayHost />);
    act(() => toast('签名已确认，继续进行提交', { duration: 800 }));
    act(() => vi.advanceTimersByTime(799));
    expect(screen.getByRole('status')).toHaveTextContent('签名已确认，继续进行提交');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('replaces the toast on screen and gives the new one its full time', () => {
    vi.useFakeTimers();
    render(<OverlayHost />);
    act(() => toast('第一条'));
    act(() => vi.advanceTimersByTime(3000));
    act(() => toast('第二条'));
    expect(screen.getByRole('status')).toHaveTextContent(/^第二条$/);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('status')).toHaveTextContent('第二条');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows a toast raised before the host mounted, inserted into the region once that is there', async () => {
    toast('发送成功');
    // What a screen reader hears: nodes added inside a live region that was already in the page.
    const announced: string[] = [];
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const region = (mutation.target as Element).closest?.('[role="status"]');
        if (region && mutation.addedNodes.length > 0) announced.push(region.textContent ?? '');
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    onTestFinished(() => observer.disconnect());

    render(<OverlayHost />);
    expect(screen.getByRole('status')).toHaveTextContent('发送成功');
    // The observer reports in a microtask of its own.
    await Promise.resolve();
    expect(announced).toEqual(['发送成功']);
  });

  it('ignores an empty message', () => {
    render(<OverlayHost />);
    act(() => toast(''));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('loading overlay', () => {
  it('defaults to 加载中... and stays until every caller has closed its own', () => {
    render(<OverlayHost />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    let hides: Array<() => void> = [];
    act(() => {
      hides = [showLoading(), showLoading()];
    });
    expect(screen.getByRole('progressbar', { name: '加载中...' })).toHaveTextContent('加载中...');

    act(() => hides[0]?.());
    expect(screen.getByRole('progressbar', { name: '加载中...' })).toBeInTheDocument();
    act(() => hides[1]?.());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the newest open message and falls back to the one still open', () => {
    render(<OverlayHost />);
    let outer: () => void = () => {};
    let inner: () => void = () => {};
    act(() => {
      outer = showLoading('加载中，请耐心等待...');
    });
    act(() => {
      inner = showLoading();
    });
    expect(screen.getByRole('progressbar', { name: '加载中...' })).toBeInTheDocument();
    // The outer caller finishes first: the inner one's message stays.
    act(() => outer());
    expect(screen.getByRole('progressbar', { name: '加载中...' })).toBeInTheDocument();
    act(() => inner());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('closes an entry once, however often its hide is called', () => {
    render(<OverlayHost />);
    let first: () => void = () => {};
    act(() => {
      first = showLoading();
      showLoading('加载中，请耐心等待...');
    });
    act(() => {
      first();
      first();
    });
    expect(screen.getByRole('progressbar', { name: '加载中，请耐心等待...' })).toBeInTheDocument();
  });

  it('keeps the page behind it from scrolling while it is shown', () => {
    render(<OverlayHost />);
    let hide: () => void = () => {};
    act(() => {
      hide = showLoading();
    });
    expect(document.body).toHaveClass('bc-scroll-locked');
    act(() => hide());
    expect(document.body).not.toHaveClass('bc-scroll-locked');
  });
});

describe('alert', () => {
  it('shows a titled dialog with one button and resolves when it is pressed', async () => {
    const user = userEvent.setup();
    render(<OverlayHost />);
    let answered: Promise<void> = Promise.resolve();
    act(() => {
      answered = alert({ title: '提示', message: '登录已失效，请重新登录', confirmText: '去登录' });
    });

    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('登录已失效，请重新登录');
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: '去登录' }));
    await expect(answered).resolves.toBeUndefined();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('labels its button 确定 by default', async () => {
    render(<OverlayHost />);
    act(() => {
      void alert({ title: '提示', message: '请在微信客户端打开链接' });
    });
    expect(await screen.findByRole('button', { name: '确定' })).toBeInTheDocument();
  });

  it('is named by its message when it has no title', async () => {
    render(<OverlayHost />);
    act(() => {
      void alert({ message: '您的身份信息校验失败，请重试' });
    });
    expect(
      await screen.findByRole('alertdialog', { name: '您的身份信息校验失败，请重试' }),
    ).toBeInTheDocument();
  });

  it('shows queued dialogs one at a time', async () => {
    const user = userEvent.setup();
    render(<OverlayHost />);
    act(() => {
      void alert({ title: '第一', message: 'a' });
      void alert({ title: '第二', message: 'b' });
    });
    expect(await screen.findByRole('alertdialog', { name: '第一' })).toBeInTheDocument();
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alertdialog', { name: '第二' })).toBeInTheDocument();
  });

  it('takes focus and hands it back when answered', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button" onClick={() => void alert({ title: '提示', message: '发送成功' })}>
          发送
        </button>
        <OverlayHost />
      </>,
    );
    const trigger = screen.getByRole('button', { name: '发送' });
    await user.click(trigger);
    expect(await screen.findByRole('alertdialog', { name: '提示' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(trigger).toHaveFocus();
  });
});

describe('confirm', () => {
  it('offers 返回修改 and 继续支付 by default and resolves true on continue', async () => {
    const user = userEvent.setup();
    render(<OverlayHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm({ title: '温馨提示', message: '请确认充值号码 13800138000' });
    });
    const dialog = await screen.findByRole('dialog', { name: '温馨提示' });
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['返回修改', '继续支付']);

    await user.click(within(dialog).getByRole('button', { name: '继续支付' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false on cancel, with custom texts', async () => {
    const user = userEvent.setup();
    render(<OverlayHost />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirm({
        title: '提示',
        message: '确定退订该业务吗？',
        cancelText: '取消',
        confirmText: '退订',
      });
    });
    await user.click(await screen.findByRole('button', { name: '取消' }));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false on Escape', async () => {
    render(<OverlayHost />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirm({ message: '确定提交吗？' });
    });
    fireEvent.keyDown(await screen.findByRole('dialog', { name: '确定提交吗？' }), { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
  });

  it('ignores taps on the backdrop', async () => {
    const user = userEvent.setup();
    render(<OverlayHost />);
    act(() => {
      void confirm({ title: '提示', message: '确定提交吗？' });
    });
    await screen.findByRole('dialog', { name: '提示' });
    const backdrop = document.querySelector('.bc-dialog-backdrop');
    expect(backdrop).not.toBeNull();
    if (backdrop) await user.click(backdrop);
    expect(screen.getByRole('dialog', { name: '提示' })).toBeInTheDocument();
  });
});

describe('dialog renderer', () => {
  /** A fresh copy of the overlays, whose dialog renderer has not been fetched yet. */
  async function freshOverlays() {
    vi.resetModules();
    const overlays = await import('./overlays.tsx');
    onTestFinished(() => act(() => overlays.resetOverlays()));
    return overlays;
  }

  it('is fetched once, when the first dialog is queued', async () => {
    const overlays = await freshOverlays();
    const load = vi.spyOn(overlays.dialogRenderer, 'load');
    render(<overlays.OverlayHost />);
    act(() => {
      overlays.toast('发送成功');
      overlays.showLoading();
    });
    expect(load).not.toHaveBeenCalled();

    act(() => {
      void overlays.alert({ title: '提示', message: '发送成功' });
      void overlays.confirm({ title: '温馨提示', message: '确定退订吗？' });
    });
    expect(await screen.findByRole('alertdialog', { name: '提示' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('dialog', { name: '温馨提示' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the queue while it downloads and shows its head once it arrives', async () => {
    const overlays = await freshOverlays();
    let deliver: (view: typeof DialogView) => void = () => {};
    vi.spyOn(overlays.dialogRenderer, 'load').mockReturnValue(
      new Promise((resolve) => {
        deliver = resolve;
      }),
    );
    render(<overlays.OverlayHost />);
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = overlays.alert({ title: '第一', message: 'a' });
      void overlays.alert({ title: '第二', message: 'b' });
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await act(async () => deliver(DialogView));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: '确定' }));
    await expect(first).resolves.toBeUndefined();
    expect(screen.getByRole('alertdialog', { name: '第二' })).toBeInTheDocument();
  });

  it("lets the browser's own dialogs answer when it cannot be downloaded, and tries again for the next", async () => {
    const overlays = await freshOverlays();
    const load = vi
      .spyOn(overlays.dialogRenderer, 'load')
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed.'))
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed.'))
      .mockResolvedValue(DialogView);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const nativeAlert = vi.fn();
    const nativeConfirm = vi.fn(() => false);
    vi.stubGlobal('alert', nativeAlert);
    vi.stubGlobal('confirm', nativeConfirm);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    // Under StrictMode's doubled effects the browser still asks once per dialog.
    render(
      <StrictMode>
        <overlays.OverlayHost />
      </StrictMode>,
    );

    let answered: Promise<void> = Promise.resolve();
    act(() => {
      answered = overlays.alert({ title: '提示', message: '登录已失效，请重新登录', confirmText: '去登录' });
    });
    await expect(answered).resolves.toBeUndefined();
    expect(nativeAlert).toHaveBeenCalledWith('提示\n登录已失效，请重新登录');

    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = overlays.confirm({ message: '确定提交吗？' });
    });
    await expect(answer).resolves.toBe(false);
    expect(nativeConfirm).toHaveBeenCalledExactlyOnceWith('确定提交吗？');
    expect(warn).toHaveBeenCalledTimes(2);

    act(() => {
      void overlays.alert({ title: '提示', message: '发送成功' });
    });
    expect(await screen.findByRole('alertdialog', { name: '提示' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(nativeAlert).toHaveBeenCalledTimes(1);
  });
});
