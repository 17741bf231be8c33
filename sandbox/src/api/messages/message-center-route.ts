import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { memberRoute, type OwnRouteSchema, type RouteDeclaration, type RouteLine } from '../route-options.ts';
import type { MemberIdParams } from '../schemas.ts';

/** Where the message center's calls live, and how the OpenAPI document groups them. */
const MESSAGE_CENTER_BASE = '/message-center/:memberId';
const MESSAGE_CENTER_TAGS = ['message center'];

type MessageCenterDeclaration<Params extends TSchema, Query extends TSchema, Body extends TSchema, Headers extends TSchema> = Omit<
  RouteDeclaration<Params, Query, Body, Headers>,
  'schema'
> & { schema: Omit<OwnRouteSchema<Params, Query, Body, Headers>, 'tags'> };

/**
 * A message center call (messages, preferences, notification settings) about the member of its path:
 * `'GET /messages'` is GET /message-center/:memberId/messages.
 */
export function messageCenterRoute<
  Params extends TSchema = typeof MemberIdParams,
  Query extends TSchema = TSchema,
  Body extends TSchema = TSchema,
  Headers extends TSchema = TSchema,
>(api: FastifyInstance, line: RouteLine, declaration: MessageCenterDeclaration<Params, Query, Body, Headers>): void {
  const [method, path] = line.split(' ') as [string, string];
  memberRoute<Params, Query, Body, Headers>(api, `${method} ${MESSAGE_CENTER_BASE}${path}` as RouteLine, {
    ...declaration,
    schema: { tags: MESSAGE_CENTER_TAGS, ...declaration.schema },
  });
}
