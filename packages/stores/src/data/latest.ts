/**
 * Stale answers ignored by construction: each call of the returned function starts a new
 * request and returns a check that stays true only while no newer request has started.
 */
export function latestOnly(): () => () => boolean {
  let latest = 0;
  return () => {
    const ticket = ++latest;
    return () => ticket === latest;
  };
}
