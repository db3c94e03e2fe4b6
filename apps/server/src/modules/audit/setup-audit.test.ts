import {
  type AuditPage,
  auditPaths,
  bookingReminderPaths,
  managePaths,
  staffBookingPaths,
} from '@jono/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCatalogue, createShop, createStaff } from '../../test/factories';
import { loginAs } from '../../test/login';
import { startSmtpInbox } from '../../test/smtp-inbox';

type Staff = Awaited<ReturnType<typeof loginAs>>;

describe("the shop's record of changes to its set-up", () => {
  let t: TestApp;
  let clock = new Date('2026-06-10T09:00:00Z');
  let shopId: string;
  let owner: Staff;
  let memberId: string;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000', SMTP_URL: inbox.url }, () => clock);
    const db = t.database.db;
    shopId = (await createShop(db, { timezone: 'Europe/Helsinki' })).id;
    owner = await loginAs(t.app, (await createStaff(db, shopId, { name: 'Olli Omistaja' })).email);
    memberId = (await createStaff(db, shopId, { role: 'barber', name: 'Bea Parturi' })).id;
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: owner.authorization },
      ...(body ? { payload: body } : {}),
    });

  async function newest() {
    const res = await call('GET', `${auditPaths.log}?limit=1`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as AuditPage).entries[0];
  }

  const tick = () => {
    clock = new Date(clock.getTime() + 60_000);
  };
  const byOwner = () => ({ at: clock.toISOString(), actor: { name: 'Olli Omistaja' } });

  it('records shop settings with before and after, one weekday at a time, and not a same save', async () => {
    tick();
    const res = await call('PATCH', managePaths.shop, {
      chairCount: 4,
      queueLimit: 12,
      openingHours: [
        { weekday: 1, opens: '09:00', closes: '17:00' },
        ...[2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '00:00', closes: '24:00' })),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({ ...byOwner(), action: 'settings_changed' });
    expect(entry?.details.changes).toEqual(
      expect.arrayContaining([
        { setting: 'openingHours', weekday: 1, before: '00:00-24:00', after: '09:00-17:00' },
        { setting: 'queueLimit', before: null, after: 12 },
      ]),
    );
    expect(entry?.details.changes?.map((c) => c.setting)).toContain('chairCount');
    const sameAgain = entry?.id;
    tick();
    expect((await call('PATCH', managePaths.shop, { queueLimit: 12 })).statusCode).toBe(200);
    expect((await newest())?.id).toBe(sameAgain);
  });

  it('records the booking fee, slot length and reminders', async () => {
    tick();
    const slots = await call('PUT', staffBookingPaths.settings, {
      slotLengthMinutes: 45,
      bookableChairs: 2,
      horizonDays: 30,
      bookingFee: 3.5,
      refundWindowHours: 12,
      bookingHours: [],
    });
    expect(slots.statusCode, slots.body).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({ ...byOwner(), action: 'settings_changed' });
    expect(entry?.details.changes).toContainEqual({
      setting: 'slotLengthMinutes',
      before: expect.any(Number),
      after: 45,
    });
    expect(entry?.details.changes).toContainEqual({
      setting: 'bookingFee',
      before: expect.any(Number),
      after: 3.5,
    });
    tick();
    const reminders = await call('PUT', bookingReminderPaths.settings, {
      offsetsMinutes: [120],
      quietHours: null,
    });
    expect(reminders.statusCode, reminders.body).toBe(200);
    expect(await newest()).toMatchObject({
      ...byOwner(),
      action: 'settings_changed',
      details: {
        changes: expect.arrayContaining([
          { setting: 'reminderTimes', before: expect.any(Array), after: [120] },
          { setting: 'quietHours', before: expect.any(String), after: null },
        ]),
      },
    });
  });

  it('records a holiday added and removed with its dates', async () => {
    tick();
    const added = await call('POST', staffBookingPaths.holidays, {
      startsOn: '2026-07-01',
      endsOn: '2026-07-14',
      note: 'Kesäloma',
    });
    expect(added.statusCode, added.body).toBe(201);
    const holidayId = added.json().data.holiday.id;
    const details = { startsOn: '2026-07-01', endsOn: '2026-07-14', note: 'Kesäloma' };
    expect(await newest()).toMatchObject({
      ...byOwner(),
      action: 'holiday_added',
      subject: { kind: 'holiday', id: holidayId, label: '2026-07-01' },
      details,
    });
    tick();
    expect((await call('DELETE', staffBookingPaths.holiday(holidayId))).statusCode).toBe(200);
    expect(await newest()).toMatchObject({ ...byOwner(), action: 'holiday_removed', details });
  });

  it('records an invitation, its acceptance, a role change and a deactivation under the member’s name', async () => {
    tick();
    const invited = await call('POST', managePaths.staff, {
      name: 'Uusi Parturi',
      email: 'uusi@example.fi',
      role: 'barber',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(await newest()).toMatchObject({
      ...byOwner(),
      action: 'staff_invited',
      subject: { kind: 'staff', label: 'Uusi Parturi' },
      details: { roleAfter: 'barber' },
    });
    expect(JSON.stringify(await newest())).not.toContain('uusi@example.fi');
    tick();
    const token = /\/join\/([A-Za-z0-9_-]{20,})/.exec(
      (await inbox.next('uusi@example.fi')).body,
    )?.[1];
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/auth/accept-invitation',
      payload: { invitationToken: token, name: 'Uusi Virtanen', newPassword: 'Saksi-ja-kampa-77' },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(await newest()).toMatchObject({
      at: clock.toISOString(),
      action: 'staff_joined',
      actor: { name: 'Uusi Virtanen' },
      subject: { kind: 'staff', label: 'Uusi Virtanen' },
    });
    tick();
    const role = await call('PATCH', managePaths.staffMember(memberId), { role: 'receptionist' });
    expect(role.statusCode, role.body).toBe(200);
    expect(await newest()).toMatchObject({
      ...byOwner(),
      action: 'staff_role_changed',
      subject: { kind: 'staff', id: memberId, label: 'Bea Parturi' },
      details: { roleBefore: 'barber', roleAfter: 'receptionist' },
    });
    tick();
    expect((await call('POST', managePaths.staffDeactivate(memberId))).statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      ...byOwner(),
      action: 'staff_deactivated',
      subject: { id: memberId, label: 'Bea Parturi' },
    });
  });

  it('records a service and an add-on added to and taken off the menu, under their names', async () => {
    const { category } = await createCatalogue(t.database.db, shopId, {
      services: [{ name: 'Parturileikkaus', priceCents: 2500, durationMinutes: 30 }],
    });
    tick();
    const service = await call('POST', managePaths.services, {
      categoryId: category.id,
      name: 'Parranajo',
      price: 20,
      duration: 20,
    });
    expect(service.statusCode, service.body).toBe(201);
    const added = await newest();
    expect(added).toMatchObject({
      ...byOwner(),
      action: 'item_added',
      subject: { kind: 'service', label: 'Parranajo' },
    });
    tick();
    const gone = await call('DELETE', managePaths.service(added?.subject.id as string));
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await newest()).toMatchObject({
      ...byOwner(),
      action: 'item_removed',
      subject: { kind: 'service', id: added?.subject.id, label: 'Parranajo' },
    });
    tick();
    const addon = await call('POST', managePaths.addons, {
      name: 'Kuumapyyhe',
      price: 5,
      duration: 5,
    });
    expect(addon.statusCode, addon.body).toBe(201);
    const addonEntry = await newest();
    expect(addonEntry).toMatchObject({
      action: 'item_added',
      subject: { kind: 'addon', label: 'Kuumapyyhe' },
    });
    tick();
    expect(
      (await call('DELETE', managePaths.addon(addonEntry?.subject.id as string))).statusCode,
    ).toBe(200);
    expect(await newest()).toMatchObject({
      ...byOwner(),
      action: 'item_removed',
      subject: { kind: 'addon', label: 'Kuumapyyhe' },
    });
  });

  it('records a service renamed, re-timed or hidden, before and after', async () => {
    const { services } = await createCatalogue(t.database.db, shopId, {
      services: [{ name: 'Lasten leikkaus', priceCents: 1800, durationMinutes: 20 }],
    });
    const id = services[0]?.id as string;
    tick();
    const res = await call('PATCH', managePaths.service(id), {
      name: 'Lapsen leikkaus',
      duration: 25,
      isActive: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = await call('GET', `${auditPaths.log}?action=item_changed&limit=1`);
    expect((page.json().data as AuditPage).entries[0]).toMatchObject({
      ...byOwner(),
      subject: { kind: 'service', id, label: 'Lapsen leikkaus' },
      details: {
        changes: [
          { setting: 'itemName', before: 'Lasten leikkaus', after: 'Lapsen leikkaus' },
          { setting: 'itemDuration', before: 20, after: 25 },
          { setting: 'itemActive', before: true, after: false },
        ],
      },
    });
  });
});
