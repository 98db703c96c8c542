import type { AnswerShape } from './answer-shape.ts';
import type { CALLS, CallName, CallOperations } from './calls.gen.ts';
import type { operations } from './schema.gen.ts';
import type { CallRoute } from './transport.ts';

/** The contract's operation behind a call name (a second name resolves to the operation it shares). */
type OperationOf<N extends CallName> = operations[CallOperations[N]];

type JsonRequestBody<Op> = Op extends { requestBody?: infer Body }
  ? NonNullable<Body> extends { content: { 'application/json': infer Json } }
    ? Json
    : never
  : never;

type QueryParameters<Op> = Op extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

type SuccessJson<Op> = Op extends { responses: { 200: { content: { 'application/json': infer Json } } } }
  ? Json
  : never;

/**
 * What a call sends: the JSON body of a POST, or the query parameters of a GET. The gateway adds the
 * stored token itself, so callers leave `token` out.
 */
export type CallBody<N extends CallName> = (typeof CALLS)[N]['method'] extends 'get'
  ? QueryParameters<OperationOf<N>>
  : JsonRequestBody<OperationOf<N>>;

/**
 * The `data` of a successful answer. Operations whose contract describes no `data` give `unknown`
 * (the gateway then hands back the whole envelope).
 */
export type CallData<N extends CallName> =
  SuccessJson<OperationOf<N>> extends { data?: infer Data }
    ? unknown extends Data
      ? unknown
      : NonNullable<Data>
    : unknown;

/**
 * A call as the gateway takes it: one of calls.gen.ts's definitions (`calls.PERSONAL_DATA`). Its name
 * types the body and the answer; the rest says where it goes and whether it shows the loading overlay.
 */
export interface CallDefinition<N extends CallName = CallName> extends CallRoute {
  readonly name: N;
  /** The contract's x-loading: the overlay shows while the call runs, unless the caller says otherwise. */
  readonly loading: boolean;
  /**
   * What a success answer's `data` must hold for the call's screens to read it, from the contract; absent
   * when the contract describes no data (the gateway then hands back the whole envelope).
   */
  readonly answer?: AnswerShape;
}
