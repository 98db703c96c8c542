import * as calls from '@bluecat/api/calls';
import { answerWith, held } from '@bluecat/api/testing';
import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { faceAuthApi } from './browser-effects.ts';

afterEach(() => {
  resetOverlays();
});

describe('faceAuthApi', () => {
  it('asks for patience while the verification result is fetched (product.md › 错误与提示)', async () => {
    const answer = held();
    const server = answerWith({ RESULT_QUERY: answer });
    render(<OverlayHost />);

    const result = faceAuthApi.result('biz-1');
    expect(await screen.findByRole('progressbar', { name: '加载中，请耐心等待...' })).toBeInTheDocument();
    expect(server.bodiesOf(calls.RESULT_QUERY)).toEqual([{ biz_no: 'biz-1' }]);

    answer.release('success');
    expect((await result).ok).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
