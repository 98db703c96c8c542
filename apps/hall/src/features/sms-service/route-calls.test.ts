// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import { describe, expect, it, vi } from 'vitest';
import { firstCallsKit } from '../../testing/first-calls-kit.ts';
import { routes } from './routes.tsx';

const { firstCallsOf, server } = firstCallsKit();

/** The contract's bound number (PERSONAL_DATA success). */
const BOUND = '17088886666';

describe('短信防打扰 first calls', () => {
  it.each([
    [routes.willRegister, '/WillRegister', calls.GET_SMSBYPHONE],
    [routes.rejectNumber, '/RejectNumber', calls.QUERY_SMSREGISTER],
    [routes.rejectionBusiness, '/RejectionBusiness', calls.QUERY_SMSREGISTER],
    [routes.noteRegister, `/NoteRegister/${BOUND}`, calls.QUERY_SMSREGISTER],
  ])(
    "%s: the route's loader asks with the member's bound number, once the member has come",
    async (route, address, call) => {
      await firstCallsOf(route, address);
      await vi.waitFor(() => expect(server().bodiesOf(call)).toHaveLength(1));
      expect(server().countOf(calls.PERSONAL_DATA)).toBe(1);
      expect(server().bodiesOf(call)[0]).toMatchObject({ serviceid: BOUND });
    },
  );

  it('asks nothing about a number the address names that is not the bound one', async () => {
    await firstCallsOf(routes.noteRegister, '/NoteRegister/17000000000');
    await vi.waitFor(() => expect(server().countOf(calls.PERSONAL_DATA)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server().countOf(calls.QUERY_SMSREGISTER)).toBe(0);
  });
});
