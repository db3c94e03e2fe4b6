import { describe, expect, it } from 'vitest';
import { dashboardHomeFor } from './dashboard-home';
import { paths, safeStaffRedirect } from './paths';

describe('paths', () => {
  it('builds parameterised links and carries their router pattern', () => {
    expect(paths.orderTracking('abc-123')).toBe('/order-tracking/abc-123');
    expect(paths.orderTracking.pattern).toBe('/order-tracking/:orderId');
    expect(paths.barbershop('s 1/2')).toBe('/barbershop/s%201%2F2');
    expect(paths.preBookingBarbershop('s1')).toBe('/prebooking/barbershop/s1');
    expect(paths.shopCurrentStatus('s1')).toBe('/shop-currentstatus/s1');
    expect(paths.verifyEmail('t')).toBe('/verify-email/t');
    expect(paths.resetPassword('t')).toBe('/reset-password/t');
    expect(paths.changeEmail('t')).toBe('/change-email/t');
    expect(paths.revertEmail.pattern).toBe('/revert-email/:token');
  });

  it('keeps the spec spelling of the dashboard paths', () => {
    expect(paths.dashboard.queueRefunds).toBe('/dashboard/queue-refundes');
    expect(paths.dashboard.queueStatus).toBe('/dashboard/queue-status');
    expect(paths.dashboard.manage.serviceAddons).toBe('/dashboard/manage/servicesAddons');
    expect(paths.dashboard.manageBooking.holidays).toBe('/dashboard/manage-booking/holidays');
  });

  it('adds a redirect to the login only when given', () => {
    expect(paths.login()).toBe('/shop/login');
    expect(paths.login('/dashboard/staff?x=1')).toBe(
      '/shop/login?redirectTo=%2Fdashboard%2Fstaff%3Fx%3D1',
    );
  });

  it('sends staff to the home of their role', () => {
    expect(dashboardHomeFor('owner')).toBe('/dashboard');
    expect(dashboardHomeFor('receptionist')).toBe('/dashboard');
    expect(dashboardHomeFor('barber')).toBe('/dashboard/appointments');
  });

  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/staff', '/dashboard/staff'],
    ['/shop-currentstatus/s1', '/shop-currentstatus/s1'],
    ['/dashboards-evil', null],
    ['//evil.example/dashboard', null],
    ['https://evil.example', null],
    ['/order-summary', null],
    [null, null],
  ])('follows redirectTo %s only to staff pages', (input, expected) => {
    expect(safeStaffRedirect(input)).toBe(expected);
  });
});
