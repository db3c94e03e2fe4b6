import type { ShopSettings } from '@jono/contract/api/manage';
import { describe, expect, it } from 'vitest';
import { changesOf, formValuesOf, mapLink, shopSettingsFormSchema } from './shop-settings-form';

const settings: ShopSettings = {
  name: 'Parturi Kallio',
  address: 'Fleminginkatu 1',
  city: 'Helsinki',
  postalCode: '00530',
  country: 'Finland',
  lat: 60.18,
  lng: 24.95,
  timezone: 'Europe/Helsinki',
  openingHours: [
    { weekday: 1, opens: '09:00', closes: '18:00' },
    { weekday: 6, opens: '10:00', closes: '15:00' },
  ],
  weeklyOffs: [7],
  chairCount: 3,
  queueLimit: null,
  maxWaitMinutes: null,
  bookingFee: 2.5,
  slotLengthMinutes: 30,
  refundWindowHours: 24,
  retentionDays: 30,
  defaultBreakMinutes: 20,
  additionalServices: {
    noHotTowel: { name: 'No hot towel', value: true },
    noWash: { name: 'No wash', value: false },
    silentService: { name: 'Silent service', value: false },
  },
  status: 'active',
};

const issues = (values: unknown) =>
  shopSettingsFormSchema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

describe('shop details form', () => {
  it('round-trips the saved settings: a closed day is a weekly day off, an empty limit means the default', () => {
    const values = formValuesOf(settings);
    expect(values.hours.map((day) => day.isOpen)).toEqual([
      true,
      false,
      false,
      false,
      false,
      true,
      false,
    ]);
    expect(values.queueLimit).toBe('');
    expect(changesOf(values)).toMatchObject({
      openingHours: settings.openingHours,
      weeklyOffs: [2, 3, 4, 5, 7],
      queueLimit: null,
      additionalServices: { noHotTowel: true, noWash: false, silentService: false },
    });
  });

  it('shows a weekly day off as closed, and keeps its stored times for opening it again', () => {
    const values = formValuesOf({ ...settings, weeklyOffs: [6, 7] });
    expect(values.hours[5]).toEqual({ isOpen: false, opens: '10:00', closes: '15:00' });
    expect(changesOf(values)).toMatchObject({
      openingHours: [{ weekday: 1, opens: '09:00', closes: '18:00' }],
      weeklyOffs: [2, 3, 4, 5, 6, 7],
    });
    const reopened = values.hours.map((day, index) =>
      index === 5 ? { ...day, isOpen: true } : day,
    );
    expect(changesOf({ ...values, hours: reopened })).toMatchObject({
      openingHours: settings.openingHours,
      weeklyOffs: [2, 3, 4, 5, 7],
    });
  });

  it('leaves the booking fee, slot length and refund window to the slots page', () => {
    const changes = changesOf(formValuesOf(settings));
    expect(changes).not.toHaveProperty('bookingFee');
    expect(changes).not.toHaveProperty('slotLengthMinutes');
    expect(changes).not.toHaveProperty('refundWindowHours');
  });

  it('keeps customer details from 1 to 365 days, in whole days', () => {
    const values = formValuesOf(settings);
    expect(values.retentionDays).toBe('30');
    expect(changesOf({ ...values, retentionDays: '90' })).toMatchObject({ retentionDays: 90 });
    for (const retentionDays of ['0', '366', '1.5', '']) {
      expect(issues({ ...values, retentionDays }), retentionDays).not.toEqual([]);
    }
    expect(issues({ ...values, retentionDays: '365' })).toEqual([]);
  });

  it('refuses closing before opening, a bad chair count and a queue limit out of range', () => {
    const values = formValuesOf(settings);
    const hours = values.hours.map((day, index) =>
      index === 0 ? { ...day, opens: '18:00', closes: '09:00' } : day,
    );
    expect(issues({ ...values, hours, chairCount: '0', queueLimit: '900' })).toEqual([
      'shopSettings.errors.closesBeforeOpens',
      'shopSettings.errors.outOfRange',
      'shopSettings.errors.queueLimit',
    ]);
  });

  it('takes a most wait of 10 to 480 whole minutes, empty for none', () => {
    const values = formValuesOf(settings);
    expect(values.maxWaitMinutes).toBe('');
    expect(changesOf(values)).toMatchObject({ maxWaitMinutes: null });
    const saved = formValuesOf({ ...settings, maxWaitMinutes: 45 });
    expect(saved.maxWaitMinutes).toBe('45');
    expect(changesOf(saved)).toMatchObject({ maxWaitMinutes: 45 });
    for (const maxWaitMinutes of ['10', '480', ' 60 ']) {
      expect(issues({ ...values, maxWaitMinutes }), maxWaitMinutes).toEqual([]);
    }
    for (const maxWaitMinutes of ['5', '9', '481', '1000', '30.5', 'abc']) {
      expect(issues({ ...values, maxWaitMinutes }), maxWaitMinutes).toEqual([
        'shopSettings.errors.maxWaitMinutes',
      ]);
    }
  });

  it('reads decimal commas in coordinates', () => {
    const values = { ...formValuesOf(settings), lat: '60,5' };
    expect(issues(values)).toEqual([]);
    expect(changesOf(values)).toMatchObject({ lat: 60.5 });
  });

  it('keeps an unplaced shop unplaced, and refuses 0,0 and half a position', () => {
    const unplaced = formValuesOf({ ...settings, lat: null, lng: null });
    expect([unplaced.lat, unplaced.lng]).toEqual(['', '']);
    expect(issues(unplaced)).toEqual([]);
    expect(changesOf(unplaced)).not.toHaveProperty('lat');
    expect(changesOf(unplaced)).not.toHaveProperty('lng');
    expect(issues({ ...unplaced, lat: '0', lng: '0,0' })).toEqual([
      'shopSettings.errors.nullIsland',
    ]);
    expect(issues({ ...unplaced, lat: '60.17' })).toEqual(['shopSettings.errors.positionPair']);
    expect(changesOf({ ...unplaced, lat: '60.17', lng: '24.95' })).toMatchObject({
      lat: 60.17,
      lng: 24.95,
    });
  });

  it('links to a map only for valid coordinates', () => {
    expect(mapLink('60.18', '24.95')).toContain('mlat=60.18&mlon=24.95');
    expect(mapLink('95', '24')).toBeNull();
  });
});
