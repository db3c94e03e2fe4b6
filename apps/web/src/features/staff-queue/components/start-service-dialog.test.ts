import { describe, expect, it } from 'vitest';
import type { BoardBarber } from '../api/queue-board';
import { defaultBarberId } from './start-service-dialog';

const barber = (userId: string, overrides: Partial<BoardBarber> = {}): BoardBarber => ({
  userId,
  name: userId,
  status: 'available',
  breakEndsAt: null,
  servingOrderId: null,
  ...overrides,
});

describe('defaultBarberId: who takes a customer unless someone else is picked', () => {
  it('is the viewer when they cut hair and their chair is free', () => {
    expect(defaultBarberId([barber('ada'), barber('ben')], 'ben')).toBe('ben');
  });

  it('is the first free available barber when the viewer is busy or does not cut hair', () => {
    const barbers = [
      barber('ada', { servingOrderId: 'order-1' }),
      barber('ben', { status: 'on_break' }),
      barber('cai'),
    ];
    expect(defaultBarberId(barbers, 'ada')).toBe('cai');
    expect(defaultBarberId(barbers, 'receptionist')).toBe('cai');
  });

  it('is the barber the customer asked for while their chair is free', () => {
    const barbers = [barber('ada'), barber('ben')];
    expect(defaultBarberId(barbers, 'ben', 'ada')).toBe('ada');
    const adaBusy = [barber('ada', { servingOrderId: 'order-1' }), barber('ben')];
    expect(defaultBarberId(adaBusy, 'ben', 'ada')).toBe('ben');
  });

  it('is any free barber when none is available, and nobody when every chair is busy', () => {
    expect(defaultBarberId([barber('ada', { status: 'away' })], 'x')).toBe('ada');
    expect(defaultBarberId([barber('ada', { servingOrderId: 'o' })], 'x')).toBeNull();
  });
});
