import http from 'node:http';

/** A JSON call of the API as an operator: method, path from the base URL, body, Idempotency-Key. */
export type JsonCall = (
  method: string,
  path: string,
  body?: object,
  key?: string,
) => Promise<unknown>;

/**
 * JSON calls of the app at `baseUrl` with `token`, over `agent`'s kept-alive sockets; each
 * rejects unless the answer is 200, and answers the parsed body.
 */
export const jsonCaller =
  (baseUrl: string, token: string, agent: http.Agent): JsonCall =>
  (method, path, body, key) =>
    new Promise((done, fail) => {
      const request = http.request(
        new URL(path, baseUrl),
        {
          agent,
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body && { 'content-type': 'application/json' }),
            ...(key && { 'idempotency-key': key }),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.once('end', () =>
            res.statusCode === 200
              ? done(text ? JSON.parse(text) : undefined)
              : fail(new Error(`${method} ${path} answered ${res.statusCode}: ${text}`)),
          );
        },
      );
      request.once('error', fail);
      request.end(body && JSON.stringify(body));
    });
