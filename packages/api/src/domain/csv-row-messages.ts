/**
 * What is wrong with a product CSV row that cannot be read at all: papaparse's own words for its
 * MissingQuotes and InvalidQuotes, and a row the server stops reading. Both a problem's text
 * (`productCsvMessages`) and its refusal's (`refusalMessages`) quote them; in a module of their
 * own so that the refusals, which the sign-in page loads, bring only these of the CSV's texts.
 */
export const csvRowMessages = {
  unclosedQuote: 'Quoted field unterminated',
  malformedQuote: 'Trailing quote on quoted field is malformed',
  rowTooLong: (most: number) => `it is longer than ${most} characters; is a quote left open?`,
} as const;
