import { connect, type Socket } from 'node:net';

/** One answer read off a connection. */
export interface RawResponse {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/**
 * One kept-alive HTTP/1.1 connection, written to byte by byte as a test wants (a body cut,
 * trickled or declared longer than it is) and read answer by answer, so that a test sees what
 * a browser reusing the connection would: whether the next request is answered on it.
 */
export interface RawConnection {
  /** Writes bytes; resolves once the socket has taken them (backpressure), false if it is gone. */
  write(bytes: string | Uint8Array): Promise<boolean>;
  /** The next answer on this connection, in order; rejects if the connection closes first. */
  nextResponse(): Promise<RawResponse>;
  /** Whether an answer has arrived that nextResponse has not given yet. */
  hasResponse(): boolean;
  /** Resolves when the server (or anyone) has closed the connection. */
  readonly closed: Promise<void>;
  close(): void;
}

export function openRawConnection(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const responses: RawResponse[] = [];
    let waiting: { resolve: (response: RawResponse) => void; reject: (error: Error) => void }[] =
      [];
    let ended = false;

    const parse = () => {
      for (;;) {
        const headEnd = received.indexOf('\r\n\r\n');
        if (headEnd === -1) return;
        const [statusLine = '', ...lines] = received.subarray(0, headEnd).toString().split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const colon = line.indexOf(':');
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        const length = Number(headers['content-length'] ?? 0);
        if (received.length < headEnd + 4 + length) return;
        const body = received.subarray(headEnd + 4, headEnd + 4 + length).toString();
        received = received.subarray(headEnd + 4 + length);
        const response = { status: Number(statusLine.split(' ')[1]), headers, body };
        const next = waiting.shift();
        if (next) next.resolve(response);
        else responses.push(response);
      }
    };

    const closed = new Promise<void>((resolveClosed) => {
      socket.once('close', () => {
        ended = true;
        for (const next of waiting) next.reject(new Error('the connection closed'));
        waiting = [];
        resolveClosed();
      });
    });
    // A reset while a test still writes is one of the outcomes it looks at, not a failure.
    socket.on('error', () => {});
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      parse();
    });
    socket.once('connect', () =>
      resolve({
        write: (bytes) =>
          new Promise((resolveWrite) => {
            if (socket.destroyed || !socket.writable) return resolveWrite(false);
            socket.write(bytes, (error) => resolveWrite(!error));
          }),
        nextResponse: () => {
          const ready = responses.shift();
          if (ready) return Promise.resolve(ready);
          if (ended) return Promise.reject(new Error('the connection closed'));
          return new Promise((resolveNext, rejectNext) => {
            waiting.push({ resolve: resolveNext, reject: rejectNext });
          });
        },
        hasResponse: () => responses.length > 0,
        closed,
        close: () => socket.destroy(),
      }),
    );
    socket.once('error', reject);
  });
}

/** The head of a request: its line and headers, and the blank line that ends them. */
export const requestHead = (
  method: string,
  path: string,
  headers: Readonly<Record<string, string | number>>,
): string =>
  `${[
    `${method} ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n')}\r\n\r\n`;

/** A chunk of a chunked body (`transfer-encoding: chunked`); an empty one ends the body. */
export const chunk = (bytes: Uint8Array): Uint8Array =>
  Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);
