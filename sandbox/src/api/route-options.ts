import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { TSchema } from 'typebox';
import type { RouteAccess, SubjectSource } from '../access/route-access.ts';
import { bearer, MemberIdParams, UserIdParams } from './schemas.ts';

/** What a route declares of its own: the data kind and action it serves (its subject is the path's), and its error codes. */
export type OwnRouteConfig = Omit<FastifyContextConfig, 'access'> & { access: Omit<RouteAccess, 'subject'> };

/** The route's place in the OpenAPI document; its path parameters default to the subject's. */
export type OwnRouteSchema = Omit<FastifySchema, 'security'> & { tags: string[]; summary: string };

interface RouteOptions {
  config: FastifyContextConfig;
  schema: FastifySchema;
}

/**
 * A route whose subject is named by its path: the access policy decides for that member (or account),
 * and the call needs the bearer token. A route with more path parameters gives its own `params`.
 */
function routeAbout(subject: SubjectSource, params: TSchema) {
  return (config: OwnRouteConfig, schema: OwnRouteSchema): RouteOptions => ({
    config: { ...config, access: { ...config.access, subject } },
    schema: { ...schema, security: bearer, params: schema.params ?? params },
  });
}

/** A route about one member's data, the member of the path's :memberId. */
export const memberRoute = routeAbout('params.memberId', MemberIdParams);
/** A route about one sign-in account, the account of the path's :userId. */
export const accountRoute = routeAbout('params.userId', UserIdParams);
