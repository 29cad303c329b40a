const QUOTE = 0x22;
const LF = 0x0a;

/**
 * Counts the records of a CSV file as its chunks come, however the chunks cut it: the line
 * feeds outside quoted cells (a quoted cell may hold line feeds of its own; a doubled quote
 * inside one closes and reopens it, which comes to the same). Answers each chunk's count.
 */
export function csvRecordCounter(): (chunk: Buffer) => number {
  let quoted = false;
  return (chunk) => {
    const end = chunk.length;
    /** Where the next quote is (`end` for none): found once per quote, not once per line. */
    const quoteFrom = (at: number) => {
      const found = chunk.indexOf(QUOTE, at);
      return found === -1 ? end : found;
    };
    let records = 0;
    let at = 0;
    let nextQuote = quoteFrom(0);
    while (at < end) {
      if (quoted) {
        if (nextQuote === end) break;
        quoted = false;
        at = nextQuote + 1;
        nextQuote = quoteFrom(at);
        continue;
      }
      const lineEnd = chunk.indexOf(LF, at);
      if (lineEnd !== -1 && lineEnd < nextQuote) {
        records += 1;
        at = lineEnd + 1;
      } else if (nextQuote < end) {
        quoted = true;
        at = nextQuote + 1;
        nextQuote = quoteFrom(at);
      } else {
        break;
      }
    }
    return records;
  };
}
