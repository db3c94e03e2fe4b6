import { describe, expect, it } from 'vitest';
import { addonSchema, categorySchema, serviceSchema, toPrice } from './catalog-schemas';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('catalogue form schemas', () => {
  it('needs a category name', () => {
    expect(issues(categorySchema.safeParse({ name: '  ' }))).toEqual([
      'manage.errors.nameRequired',
    ]);
    expect(categorySchema.safeParse({ name: 'Beard' }).success).toBe(true);
  });

  it('checks a service price and duration', () => {
    const base = {
      categoryId: 'c1',
      name: 'Cut',
      description: '',
      price: '25,50',
      duration: '30',
      isActive: true,
    };
    expect(serviceSchema.safeParse(base).success).toBe(true);
    expect(issues(serviceSchema.safeParse({ ...base, price: '12.345' }))).toEqual([
      'manage.errors.priceInvalid',
    ]);
    expect(issues(serviceSchema.safeParse({ ...base, duration: '3' }))).toEqual([
      'manage.errors.minutesTooLow',
    ]);
    expect(issues(serviceSchema.safeParse({ ...base, duration: '500' }))).toEqual([
      'manage.errors.minutesTooHigh',
    ]);
    expect(issues(serviceSchema.safeParse({ ...base, categoryId: '' }))).toEqual([
      'manage.errors.categoryRequired',
    ]);
  });

  it('lets an add-on take no extra time', () => {
    expect(
      addonSchema.safeParse({
        name: 'Wax',
        price: '5',
        duration: '0',
        isActive: true,
        serviceIds: [],
      }).success,
    ).toBe(true);
  });

  it('reads a comma or a dot as the decimal separator', () => {
    expect(toPrice('12,5')).toBe(12.5);
    expect(toPrice('0.10')).toBe(0.1);
  });
});
