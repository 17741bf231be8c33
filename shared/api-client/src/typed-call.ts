// A call's parameters, body and answer, read from the generated API types (@portal/api-types) by the
// call's base, path and method, so the compiler checks every call site against the sandbox's OpenAPI
// document. docs/api-types.md shows the pattern.
import type { ApiMethod, ApiPath, ApiPathParams, ApiQuery, ApiRequestBody, ApiResponse } from '@portal/api-types';
import type { ApiCall } from './api-calls';
import { apiRequest, type ApiRequestOptions } from './api-request';

/** The path the OpenAPI document names a call by (never for the bases it does not describe: FHIR, abcbs). */
export type DocumentPath<C extends ApiCall> = C['base'] extends 'member'
  ? `/member/portal/v1/${C['path']}`
  : C['base'] extends 'messageCenter'
    ? `/member/portal/v1/message-center/${C['path']}`
    : never;

type Described<C extends ApiCall> =
  DocumentPath<C> extends infer D extends ApiPath ? (Lowercase<C['method']> extends infer M extends ApiMethod<D> ? [D, M] : never) : never;

/** The call's success answer. */
export type CallAnswer<C extends ApiCall> =
  Described<C> extends [infer D extends ApiPath, infer M] ? (M extends ApiMethod<D> ? ApiResponse<D, M> : never) : never;

type PathParams<C extends ApiCall> =
  Described<C> extends [infer D extends ApiPath, infer M] ? (M extends ApiMethod<D> ? ApiPathParams<D, M> : never) : never;
type Query<C extends ApiCall> =
  Described<C> extends [infer D extends ApiPath, infer M] ? (M extends ApiMethod<D> ? ApiQuery<D, M> : never) : never;
/** The JSON body the call takes (never when it takes none). */
export type CallBody<C extends ApiCall> =
  Described<C> extends [infer D extends ApiPath, infer M] ? (M extends ApiMethod<D> ? ApiRequestBody<D, M> : never) : never;

type Present<T, Key extends string> = [T] extends [never]
  ? { [K in Key]?: never }
  : [T] extends [undefined]
    ? { [K in Key]?: never }
    : object extends T
      ? { [K in Key]?: T }
      : { [K in Key]: T };

/** What `callApi` takes: the document's path parameters, query and body for this call, and the usual options. */
export type CallOptions<C extends ApiCall> = Omit<ApiRequestOptions, 'params' | 'query' | 'body'> &
  Present<PathParams<C>, 'params'> &
  Present<Query<C>, 'query'> &
  Present<CallBody<C>, 'body'>;

type OptionalWhenEmpty<C extends ApiCall> = object extends CallOptions<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>];

/**
 * Makes a call of the member API or the message center: its path parameters, query, body and answer
 * are the OpenAPI document's, so a change of a route's schema shows at every call site.
 */
export function callApi<C extends ApiCall<string, ApiCall['method'], 'member' | 'messageCenter'>>(
  call: C,
  ...[options]: OptionalWhenEmpty<C>
): Promise<CallAnswer<C>> {
  return apiRequest<CallAnswer<C>>(call, options as ApiRequestOptions | undefined);
}
