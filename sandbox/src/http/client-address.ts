import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/*
 * Whose address a request counts against (per-address throttles). Behind the portal's gateway every
 * request arrives from the gateway's socket, so the gateway names the browser's address in
 * `Forwarded: for=...` (RFC 7239) and `X-Forwarded-For`, and proves it is the gateway with
 * `X-Portal-Gateway-Key`. Those headers are believed only when that key matches PORTAL_GATEWAY_KEY:
 * anyone else can write them, so without the key the socket address counts. Fastify's own
 * `trustProxy` stays off, so `request.ip` is always the socket address.
 */

export const GATEWAY_KEY_HEADER = 'x-portal-gateway-key';

/** Compares in time that does not depend on where the two keys differ (both are hashed to one length first). */
function sameKey(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function singleHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The last comma-separated element of a header: the one the nearest proxy (the gateway) appended. */
function lastElement(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const parts = header.split(',');
  return parts[parts.length - 1]?.trim() || undefined;
}

/** The address of a `for=` node ("192.0.2.1", "\"[2001:db8::1]:4711\""), or undefined when it names none. */
function forwardedForAddress(element: string): string | undefined {
  for (const pair of element.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim().toLowerCase() !== 'for') continue;
    let node = pair.slice(eq + 1).trim();
    if (node.startsWith('"') && node.endsWith('"') && node.length >= 2) node = node.slice(1, -1);
    const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(node);
    if (bracketed) return bracketed[1];
    // An IPv4 address may carry a port; a bare IPv6 address (not allowed by RFC 7239, but common) may not.
    const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(node);
    return v4WithPort ? v4WithPort[1] : node;
  }
  return undefined;
}

/** A real IP address, or undefined ("unknown", "_hidden" and anything else are no address). */
function ipOrUndefined(value: string | undefined): string | undefined {
  return value && isIP(value) ? value : undefined;
}

/** The browser's address as the gateway forwarded it: the right-most `Forwarded` for=, else the right-most `X-Forwarded-For`. */
function forwardedAddress(headers: FastifyRequest['headers']): string | undefined {
  const forwarded = lastElement(singleHeader(headers.forwarded));
  const fromForwarded = forwarded ? ipOrUndefined(forwardedForAddress(forwarded)) : undefined;
  return fromForwarded ?? ipOrUndefined(lastElement(singleHeader(headers['x-forwarded-for'])));
}

/**
 * The caller's address: what the gateway forwarded when the request carries the gateway's key
 * (`gatewayKey`, from PORTAL_GATEWAY_KEY; never when it is unset or empty), the socket address otherwise.
 */
export function clientAddress(request: Pick<FastifyRequest, 'headers' | 'ip'>, gatewayKey: string | undefined): string {
  const given = singleHeader(request.headers[GATEWAY_KEY_HEADER]);
  if (!gatewayKey || !given || !sameKey(given, gatewayKey)) return request.ip;
  return forwardedAddress(request.headers) ?? request.ip;
}
