import http from 'node:http';

export interface Measurement {
  /** Each request's latency, in milliseconds. */
  readonly latencies: number[];
  /** Answers per second over the whole run. */
  readonly throughput: number;
}

/**
 * Runs `once` `requests` times, `concurrency` at a time (each client starts its next request as
 * soon as its previous one is done), timing each.
 */
export async function drive(
  concurrency: number,
  requests: number,
  once: () => Promise<void>,
): Promise<Measurement> {
  const latencies: number[] = [];
  let started = 0;
  const client = async () => {
    while (started < requests) {
      started += 1;
      const begin = performance.now();
      await once();
      latencies.push(performance.now() - begin);
    }
  };
  const begin = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  return { latencies, throughput: latencies.length / ((performance.now() - begin) / 1000) };
}

export interface LoadOptions {
  readonly baseUrl: string;
  readonly token: string;
  readonly concurrency: number;
  readonly requests: number;
  /** GET unless said. */
  readonly method?: 'GET' | 'POST' | undefined;
}

/** One call over a kept-alive socket, with no body; rejects unless the answer is 200. */
function call(agent: http.Agent, url: URL, token: string, method: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { agent, method, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        res.resume();
        res.once('end', () =>
          res.statusCode === 200
            ? resolve()
            : reject(new Error(`${url} answered ${res.statusCode}`)),
        );
      },
    );
    request.once('error', reject);
    request.end();
  });
}

/** `requests` calls of `path` over HTTP, `concurrency` at a time. */
export async function measure(path: string, options: LoadOptions): Promise<Measurement> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const url = new URL(path, options.baseUrl);
  try {
    return await drive(options.concurrency, options.requests, () =>
      call(agent, url, options.token, options.method ?? 'GET'),
    );
  } finally {
    agent.destroy();
  }
}
