/** Fills the `:name` segments of a contract path, encoding each value. */
export const fillPath = (path: string, params: Readonly<Record<string, unknown>> = {}): string =>
  path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });

/**
 * The query string of a call. Absent values are left out (URLSearchParams would send the text
 * "undefined"); arrays repeat their key.
 */
export const toSearchParams = (query: Readonly<Record<string, unknown>> = {}): URLSearchParams => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  return search;
};
