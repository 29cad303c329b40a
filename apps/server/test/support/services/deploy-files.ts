import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A file of `docs/deploy/`, the configuration a user copies: the tests run the same settings,
 * with only their own addresses, ports and credentials put in place.
 */
export const deployFile = (name: string): string =>
  readFileSync(
    fileURLToPath(new URL(`../../../../../docs/deploy/${name}`, import.meta.url)),
    'utf8',
  );

/** What a test puts in place of a deploy file's lines; a line it expects but lacks is an error. */
export function replacedLines(
  name: string,
  text: string,
  replace: (line: string) => string | null | undefined,
): string {
  let replaced = 0;
  const lines = text.split('\n').flatMap((line) => {
    const replacement = replace(line);
    if (replacement === undefined) return [line];
    replaced += 1;
    return replacement === null ? [] : [replacement];
  });
  if (replaced === 0) throw new Error(`docs/deploy/${name} has none of the lines the test sets`);
  return lines.join('\n');
}
