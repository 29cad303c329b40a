import { checkCoupon, couponMessages } from '@satchel/api';
import { describe, expect, it } from 'vitest';
import { catalogue as hindi } from '../messages/hi/index.js';
import { sharedRuleText, sharedRuleTexts } from './shared-rule-text.js';

describe("a shared rule's issue", () => {
  it('reads in the installed language, found by its English text', () => {
    const rules = hindi.messages.coupons.rules;
    expect(sharedRuleText(couponMessages, rules, couponMessages.nameTooShort)).toBe(
      rules.nameTooShort,
    );
    const issues = checkCoupon({
      name: '',
      type: 'percentage',
      value: 120,
      usageLimit: null,
      maxUsagePerUser: 1,
    });
    expect(sharedRuleTexts(couponMessages, rules, issues)).toEqual({
      name: rules.nameRequired,
      value: rules.percentageTooHigh,
    });
  });

  it('stays as the rule worded it where the catalogue has no text for it', () => {
    expect(
      sharedRuleText(couponMessages, hindi.messages.coupons.rules, 'Usage limit must be at most 9'),
    ).toBe('Usage limit must be at most 9');
  });
});
