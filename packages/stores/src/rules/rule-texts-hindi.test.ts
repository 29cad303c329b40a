import { afterEach, describe, expect, it } from 'vitest';
import { validateCategoryForm } from '../categories/category-form.js';
import { productAssociationForm } from '../competitions/product-association.js';
import { newCouponFormValues, validateCouponForm } from '../coupons/coupon-form-values.js';
import { catalogue as english } from '../messages/en.js';
import { catalogue as hindi } from '../messages/hi/index.js';
import { installCatalogue } from '../messages/index.js';
import { productCsvCheck } from '../product-management/csv-check.js';
import { validateSettings } from '../settings/settings-form.js';

afterEach(() => installCatalogue('en', english));

/**
 * The shared rules of @satchel/api word what they find in the installed catalogue, texts built
 * from values included: an operator who chose Hindi reads no English under a field.
 */
describe('the shared rules under the fields, in Hindi', () => {
  it('word the coupon rules, the limits included', () => {
    installCatalogue('hi', hindi);
    const errors = validateCouponForm(
      { ...newCouponFormValues(), name: '', code: 'BACP10Q7Z2', usageLimit: '2000000' },
      'create',
    );
    expect(errors).toEqual({
      name: 'कूपन का नाम डालना ज़रूरी है',
      usageLimit: 'इस्तेमाल की सीमा ज़्यादा से ज़्यादा 1000000 हो सकती है',
    });
  });

  it('word the settings, their range with Indian grouping', () => {
    installCatalogue('hi', hindi);
    expect(
      validateSettings({ settlementApprovalThreshold: '0.5', lateDeliveryHours: 'दस' }),
    ).toEqual({
      settlementApprovalThreshold: '1 से 10,00,00,000 तक की वैल्यू डालें',
      lateDeliveryHours: 'कोई संख्या डालें',
    });
  });

  it('name the malformed product IDs and the missing category fields', async () => {
    installCatalogue('hi', hindi);
    productAssociationForm.update({ productIds: 'abc, 123' });
    expect(await productAssociationForm.submit()).toBe(false);
    expect(productAssociationForm.$form.get().errors).toEqual({
      productIds: 'प्रोडक्ट आईडी 24 हेक्साडेसिमल अक्षरों की होती है: abc, 123',
    });
    expect(validateCategoryForm({ name: '', displayName: 'x', logoUrl: '', logo: null })).toEqual({
      name: hindi.messages.categories.rules.nameRequired,
      logo: hindi.messages.categories.rules.logoRequired,
    });
  });

  it("word a product CSV's problems before upload", () => {
    const check = productCsvCheck('assign');
    installCatalogue('hi', hindi);
    expect(
      check.validateHeader(['productId', 'merchantId', 'price', 'stock', 'colour']),
    ).toMatchObject([
      {
        column: 'colour',
        message: 'अनजान कॉलम; इस फ़ाइल में ये कॉलम होते हैं: productId, merchantId, price, stock',
      },
    ]);
    const header = ['productId', 'merchantId', 'price', 'stock'];
    const row = { productId: 'x', merchantId: '', price: '10', stock: '5' };
    expect(check.validateRow(row, 0, header)).toMatchObject([
      { column: 'productId', message: 'आईडी: 24 हेक्साडेसिमल अक्षर' },
      { column: 'merchantId', message: 'ज़रूरी है' },
    ]);
  });

  it('read as the server answers in English', () => {
    expect(validateSettings({ settlementApprovalThreshold: '', lateDeliveryHours: '300' })).toEqual(
      { lateDeliveryHours: 'Enter a value from 1 to 240' },
    );
  });
});
