import { type CsvIssue, type FileIssue, productCsvMessages, wordProblem } from '@satchel/api';
import { messages } from '../messages/index.js';

/**
 * A problem the server found in an uploaded file, in the installed language: the catalogue's
 * words for its code and values where the server worded it as usual for them (our server codes
 * every problem, a row it cannot parse at all too), else the server's own message (the
 * marketplace's existing backend sends no code).
 */
export function problemInLanguage(problem: FileIssue): CsvIssue {
  const { code, values = [], message } = problem;
  const worded =
    code !== undefined &&
    Object.hasOwn(productCsvMessages, code) &&
    wordProblem(productCsvMessages, code, values) === message;
  return worded
    ? { ...problem, message: wordProblem(messages.productManagement.rules, code, values) }
    : problem;
}
