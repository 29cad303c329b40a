/**
 * The installed language's words for what one of @satchel/api's shared rules found. The rules
 * answer in English, the server's language (`couponMessages`, …); the catalogue holds each
 * language's text under the same key (`messages.coupons.rules`, the English one by reference),
 * so the English text names its key. What the catalogue lacks (a text the rule builds from the
 * values) stays as the rule worded it.
 */
export function sharedRuleText(
  english: Readonly<Record<string, unknown>>,
  installed: Readonly<Record<string, unknown>>,
  issue: string,
): string {
  const key = Object.keys(english).find((name) => english[name] === issue);
  const text = key === undefined ? undefined : installed[key];
  return typeof text === 'string' ? text : issue;
}

/** `sharedRuleText` of each field's issue. */
export const sharedRuleTexts = <Field extends string>(
  english: Readonly<Record<string, unknown>>,
  installed: Readonly<Record<string, unknown>>,
  issues: Partial<Record<Field, string>>,
): Partial<Record<Field, string>> =>
  Object.fromEntries(
    Object.entries<string | undefined>(issues).map(([field, issue]) => [
      field,
      issue === undefined ? undefined : sharedRuleText(english, installed, issue),
    ]),
  ) as Partial<Record<Field, string>>;
