import http from 'node:http';

export interface LoadOptions {
  readonly baseUrl: string;
  readonly token: string;
  readonly concurrency: number;
  readonly requests: number;
}

/** One GET over a kept-alive socket; rejects unless the answer is 200. */
function get(agent: http.Agent, url: URL, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent, headers: { authorization: `Bearer ${token}` } },
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
  });
}

export interface Measurement {
  /** Each request's latency, in milliseconds. */
  readonly latencies: number[];
  /** Answers per second over the whole run. */
  readonly throughput: number;
}

/**
 * `requests` GETs of `path`, `concurrency` at a time (each client sends its next request as soon
 * as its previous answer is read).
 */
export async function measure(path: string, options: LoadOptions): Promise<Measurement> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const url = new URL(path, options.baseUrl);
  const latencies: number[] = [];
  let started = 0;
  const client = async () => {
    while (started < options.requests) {
      started += 1;
      const begin = performance.now();
      await get(agent, url, options.token);
      latencies.push(performance.now() - begin);
    }
  };
  const begin = performance.now();
  try {
    await Promise.all(Array.from({ length: options.concurrency }, client));
  } finally {
    agent.destroy();
  }
  return { latencies, throughput: latencies.length / ((performance.now() - begin) / 1000) };
}
