// @ts-check
// Requests an attacker sends to a server in front of the portal, to make it fetch from, or serve as its
// own, what another host answers: request-targets that name a host, escaped slashes, tunnels, headers
// past any sane size. The serving checks send them to `pnpm start`'s server and to nginx, with a listener
// on another loopback port standing for the other host; it must hear nothing.
import http from 'node:http';
import net from 'node:net';

/**
 * @param {number} otherPort the port of the listener standing for the other host
 * @returns {{ name: string, request: string, status: RegExp, apiPath?: boolean }[]}
 *   status: the answers that are right for it (nginx and Node word some refusals differently);
 *   apiPath: a path under the gateway's prefixes, which a server without a gateway answers 404 (or 400,
 *   when it resolves the escaped dot segments itself and finds they climb out of its root)
 */
export function oddRequestTargets(otherPort) {
  const other = `127.0.0.1:${otherPort}`;
  const end = 'Host: portal.test\r\nConnection: close\r\n\r\n';
  return [
    { name: 'network-path reference', request: `GET //${other}/member/anything HTTP/1.1\r\n${end}`, status: /^400$/ },
    { name: 'absolute form', request: `GET http://${other}/member/anything HTTP/1.1\r\n${end}`, status: /^400$/ },
    { name: 'absolute form, https', request: `GET https://${other}/fhir/R4/Patient HTTP/1.1\r\n${end}`, status: /^400$/ },
    { name: 'backslash', request: `GET /\\${other}/member/anything HTTP/1.1\r\n${end}`, status: /^400$/ },
    { name: 'escaped slashes in an API path', apiPath: true, request: `GET /member/%2F%2F${other}/x HTTP/1.1\r\n${end}`, status: /^400$/ },
    { name: 'escaped backslash in an API path', apiPath: true, request: `GET /member/%5C${other}/x HTTP/1.1\r\n${end}`, status: /^400$/ },
    {
      name: 'dot segments escaped in an API path',
      apiPath: true,
      request: `GET /member/%2e%2e/%2e%2e/${other} HTTP/1.1\r\n${end}`,
      status: /^400$/,
    },
    { name: 'authority form', request: `CONNECT ${other} HTTP/1.1\r\nHost: ${other}\r\nConnection: close\r\n\r\n`, status: /^(400|405)$/ },
    { name: 'asterisk form', request: `OPTIONS * HTTP/1.1\r\n${end}`, status: /^(400|405)$/ },
    {
      name: 'another host in the Host header',
      request: `GET /member/portal/v1/x HTTP/1.1\r\nHost: ${other}\r\nConnection: close\r\n\r\n`,
      status: /^\d{3}$/,
    },
    {
      name: 'oversized header',
      request: `GET /member/portal/v1/x HTTP/1.1\r\nHost: portal.test\r\nX-Big: ${'a'.repeat(70_000)}\r\nConnection: close\r\n\r\n`,
      status: /^(400|413|431|494)$/,
    },
  ];
}

/**
 * Sends bytes as they are (no client library would send most of these) and reads the whole answer.
 * @param {number} port
 * @param {string} request
 * @param {string} [host]
 * @returns {Promise<string>}
 */
export function sendRaw(port, request, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host });
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
    socket.setTimeout(10_000, () => socket.destroy());
    socket.write(request);
  });
}

/** @param {string} answer */
export const statusOf = (answer) => answer.match(/^HTTP\/1\.[01] (\d{3})/)?.[1] ?? 'no answer';

/**
 * A listener standing for another host: it notes every connection and request it gets.
 * @returns {Promise<{ server: http.Server, port: number, heard: string[] }>}
 */
export async function startListener() {
  /** @type {string[]} */
  const heard = [];
  const server = http.createServer((req, res) => {
    heard.push(`${req.method} ${req.url} authorization=${req.headers.authorization ?? ''}`);
    res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': "script-src 'unsafe-inline'" });
    res.end('<p>other-host</p><script>navigator.serviceWorker.register("/sw.js",{scope:"/"})</script>');
  });
  server.on('connection', () => heard.push('connection'));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return { server, port: /** @type {net.AddressInfo} */ (server.address()).port, heard };
}
