import type { drivers } from '@satchel/api';
import { describe, expect, it } from 'vitest';
import { validateDriverSettlement } from './driver-settlement-rules.js';

const id = 'd'.repeat(24);
const account = (due: number) => ({ total: due + 100, settled: 100, due });
const earnings = {
  id,
  accounts: { earning: account(65.5), cashCollected: account(1200) },
} as drivers.DriverEarnings;
const valid = { settlementType: 'earning', driverId: id, amount: '65.50' } as const;

describe('driver settlement rules', () => {
  it('require a type, a driver id and an amount', () => {
    expect(validateDriverSettlement({ settlementType: '', driverId: ' ', amount: '' })).toEqual({
      settlementType: 'Choose a settlement type.',
      driverId: 'Driver ID is required.',
      amount: 'Amount is required.',
    });
  });

  it('take a driver id of 24 hexadecimal characters, in any case, spaces around it', () => {
    expect(validateDriverSettlement({ ...valid, driverId: ` ${id.toUpperCase()} ` })).toEqual({});
    for (const driverId of ['d'.repeat(23), 'g'.repeat(24), `${id}0`]) {
      expect(validateDriverSettlement({ ...valid, driverId }).driverId).toBe('Invalid ID format');
    }
  });

  it('refuse an amount of 0 or less, or with a third decimal', () => {
    expect(validateDriverSettlement({ ...valid, amount: '0' }).amount).toBe(
      'Amount must be greater than 0.',
    );
    expect(validateDriverSettlement({ ...valid, amount: '1.005' }).amount).toBe(
      'Amount can have at most two decimals.',
    );
  });

  it("refuse more than is due of the chosen type, once the driver's earnings are known", () => {
    expect(validateDriverSettlement({ ...valid, amount: '65.51' }, earnings).amount).toBe(
      'Amount cannot be more than the ₹65.50 due.',
    );
    expect(validateDriverSettlement(valid, earnings)).toEqual({});
    const cash = { ...valid, settlementType: 'cashCollected', amount: '1200' } as const;
    expect(validateDriverSettlement(cash, earnings)).toEqual({});
    expect(validateDriverSettlement({ ...cash, amount: '1200.01' }, earnings).amount).toBe(
      'Amount cannot be more than the ₹1,200.00 due.',
    );
    // The earnings of another driver say nothing of this one.
    const other = { ...valid, driverId: 'e'.repeat(24), amount: '5000' };
    expect(validateDriverSettlement(other, earnings)).toEqual({});
  });
});
