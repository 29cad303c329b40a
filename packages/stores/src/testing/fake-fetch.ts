import { vi } from 'vitest';

export interface SentRequest {
  url: string;
  method: string;
  authorization: string | undefined;
  /** Every header sent, by its lowercase name. */
  headers: Readonly<Record<string, string>>;
  body: unknown;
  /** The form of an upload, as it was sent. */
  form: FormData | undefined;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

/**
 * Replaces the global fetch (which the stores' client uses) with one that records each request
 * and answers with the next of `answers` (the last one repeats). `hold()` keeps answers back
 * until `release()`, to observe a call in flight.
 */
export const fakeFetch = (...answers: FakeAnswer[]) => {
  const sent: SentRequest[] = [];
  let held: Promise<void> | undefined;
  let release = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      sent.push({
        url,
        method: init.method ?? 'GET',
        authorization: headers.authorization,
        headers,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        form: init.body instanceof FormData ? init.body : undefined,
      });
      await held;
      const answer = answers[Math.min(sent.length - 1, answers.length - 1)]!;
      // An object travels as JSON, as a server labels it; a text (a CSV file) as text.
      if (typeof answer.body === 'string')
        return new Response(answer.body, { status: answer.status });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
    }),
  );
  return {
    sent,
    hold() {
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
};

/**
 * A request as a routing fake server reads it: its method, its path under /api/v1, its query and
 * its JSON body (as JSON.parse gives it).
 */
export const requestOf = (url: string, init: RequestInit = {}) => {
  const parsed = new URL(url, 'http://x');
  return {
    method: init.method ?? 'GET',
    path: parsed.pathname.replace('/api/v1', ''),
    query: Object.fromEntries(parsed.searchParams),
    body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
  };
};
export type RoutedRequest = ReturnType<typeof requestOf>;

/** A fake server's JSON answer. */
export const jsonAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status });
