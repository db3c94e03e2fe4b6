import { describe, expect, it } from 'vitest';
import { canAccess, dashboardAreas, homeAreaFor, permissionMatrix, roles } from './roles';

describe('the permission matrix: which roles open which dashboard area', () => {
  it.each([
    ['overview', ['owner', 'receptionist']],
    ['analytics', ['owner', 'barber', 'receptionist']],
    ['appointments', ['owner', 'barber', 'receptionist']],
    ['profile', ['owner', 'barber', 'receptionist']],
    ['queueStatus', ['owner', 'receptionist']],
    ['queueRefunds', ['owner', 'receptionist']],
    ['staff', ['owner']],
    ['manage', ['owner']],
    ['manageBooking', ['owner', 'receptionist']],
    ['currentStatus', ['owner', 'barber', 'receptionist']],
    ['blockedPhones', ['owner', 'receptionist']],
    ['desk', ['owner', 'barber', 'receptionist']],
    ['todaysBookings', ['owner', 'barber', 'receptionist']],
    ['auditLog', ['owner']],
    ['teamSchedule', ['owner', 'barber', 'receptionist']],
  ] as const)('lets exactly the right roles open %s', (area, allowed) => {
    expect(roles.filter((role) => canAccess(role, area))).toEqual(allowed);
  });

  it('covers every area', () => {
    expect(Object.keys(permissionMatrix).sort()).toEqual([...dashboardAreas].sort());
  });

  it('lands each role on a page it may open', () => {
    expect(homeAreaFor('owner')).toBe('overview');
    expect(homeAreaFor('receptionist')).toBe('overview');
    expect(homeAreaFor('barber')).toBe('appointments');
    for (const role of roles) expect(canAccess(role, homeAreaFor(role))).toBe(true);
  });
});
