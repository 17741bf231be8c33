// Injected faults (development routes, PUT /sandbox/faults): a request whose path and query match a
// fault fails with its status, stalls for its delay, or answers malformed JSON. They reach the member
// API and FHIR, and the two identity provider calls the portal makes while a member waits (its
// discovery document and its token endpoint), so a test can show the portal a provider that is down or
// slow. The sign-in pages and the rest of the provider are never faulted.
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { failureCode } from '../api/errors.ts';
import type { Fault, RuntimeState } from '../state.ts';

/** Discovery and the token endpoint (src/oidc/provider.ts routes), under the provider's mount point. */
const identityProviderCallPaths = new Set(['/oidc/.well-known/openid-configuration', '/oidc/oauth2/token']);

function isIdentityProviderCall(url: string): boolean {
  return identityProviderCallPaths.has(url.split('?')[0] ?? '');
}

async function applyFault(fault: Fault, reply: FastifyReply, errorBody: () => object): Promise<FastifyReply | undefined> {
  if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  if (fault.malformed) return reply.code(200).header('content-type', 'application/json').send('{"malformed": tru');
  if (fault.status) return reply.code(fault.status).send(errorBody());
  return undefined;
}

/** A fault that only stalls: the call is then carried out (memberApiStalls). */
const isStallAlone = (fault: Fault) => Boolean(fault.delayMs) && !fault.status && !fault.malformed;

/**
 * Faults on the member API and FHIR (`isMemberDataUrl`) that fail the call (a status or a broken
 * body, stalled first when they have a delay): they answer before anything is read. Registered after
 * CORS, which has already answered the origin.
 */
export function memberApiFaults(state: RuntimeState, isMemberDataUrl: (url: string) => boolean): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const fault = state.faults.length && isMemberDataUrl(request.url) ? state.faultFor(request.url) : undefined;
    if (!fault || isStallAlone(fault)) return undefined;
    // A code of the catalogue, as a real failure of this route would send (errors.ts failureCode).
    return applyFault(fault, reply, () => ({
      code: failureCode(fault.status!, request.routeOptions.config?.callErrorCode),
      message: 'Injected fault (sandbox).',
    }));
  };
}

/**
 * Faults on the identity provider's discovery and token endpoint. Registered before the provider's
 * middleware, which would answer first; the answer carries the CORS header the provider would send
 * the portal, so the portal reads the status rather than a network failure.
 */
export function identityProviderFaults(state: RuntimeState, portalOrigins: readonly string[]): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const fault = state.faults.length && isIdentityProviderCall(request.url) ? state.faultFor(request.url) : undefined;
    if (!fault) return undefined;
    const origin = request.headers.origin;
    if (origin && portalOrigins.includes(origin)) reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    // An OAuth error (RFC 6749, 5.2): what a provider that is down or overloaded answers.
    return applyFault(fault, reply, () => ({
      error: fault.status! >= 500 ? 'temporarily_unavailable' : 'invalid_request',
      error_description: 'Injected fault (sandbox).',
    }));
  };
}

/**
 * A stall alone on the member API holds the call once its body has been read, then carries it out,
 * as a slow server that has the whole request does: a caller that gives up waiting (a reload) does
 * not undo a write.
 */
export function memberApiStalls(state: RuntimeState, isMemberDataUrl: (url: string) => boolean): preValidationAsyncHookHandler {
  return async (request) => {
    const fault = state.faults.length && isMemberDataUrl(request.url) ? state.faultFor(request.url) : undefined;
    if (fault && isStallAlone(fault)) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  };
}
