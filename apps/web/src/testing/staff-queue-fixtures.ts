import type { CurrentStatus, QueueBoard, StaffMessage } from '@jono/contract/api/staff-queue';
import { testShopId } from './sessions';

/** Staff of the test shop, with ids the contract accepts (uuids). */
export const staff = {
  bea: { userId: '1b5f0c3e-7d2a-4e6b-9c1f-3a8d5e7b2c41', name: 'Bea Barber' },
  olli: { userId: '2c6a1d4f-8e3b-4f7c-8d2a-4b9e6f8c3d52', name: 'Olli Owner' },
} as const;

export const orders = {
  aino: '3d7b2e5a-9f4c-4a8d-9e3b-5c1f7a9d4e63',
  mikko: '4e8c3f6b-1a5d-4b9e-8f4c-6d2a8b1e5f74',
  emma: '5f9d4a7c-2b6e-4c1f-9a5d-7e3b9c2f6a85',
  juha: '6a1e5b8d-3c7f-4d2a-8b6e-8f4c1d3a7b96',
  sofia: '7b2f6c9e-4d8a-4e3b-9c7f-9a5d2e4b8c17',
  lauri: '8c3a7d1f-5e9b-4f4c-8d8a-1b6e3f5c9d28',
  venla: '9d4b8e2a-6f1c-4a5d-9e9b-2c7f4a6d1e39',
} as const;

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

/** 14:44 UTC is 16:44 in Helsinki (UTC+2 in November). */
export const ainoStartsAt = '2026-11-22T14:44:00.000Z';

/** A day of the test shop: three waiting, one in a chair, three finished, two barbers. */
export function boardFixture(overrides: Partial<QueueBoard> = {}): QueueBoard {
  return {
    shop: {
      id: testShopId,
      name: 'Jono 24/7 Barbers',
      timezone: 'Europe/Helsinki',
      queueState: 'open',
      queueStateOverride: null,
      queueLimit: 15,
      chairCount: 3,
      workingChairs: 2,
      newcomerWait: 25,
      newcomerRange: null,
      walkInsUntil: null,
    },
    waiting: [
      {
        orderId: orders.aino,
        shortCode: 'K7M2QD',
        customerName: 'Aino Virtanen',
        phone: '+358401234567',
        services: [
          { name: "Men's haircut", quantity: 1, addons: [] },
          { name: 'Beard trim', quantity: 2, addons: [] },
        ],
        additionalServices: [],
        totalDuration: 40,
        totalPrice: 42.6,
        joinedAt: minutes(-12),
        isAtLocation: false,
        position: 1,
        waitedMinutes: 12,
        estimatedStart: ainoStartsAt,
        reorderReason: null,
        reach: {
          channels: ['push', 'email'],
          lastAlert: { status: 'delivered', channel: 'push', at: minutes(-2) },
        },
        call: null,
        requestedBarber: null,
      },
      {
        orderId: orders.mikko,
        shortCode: 'P3X9HT',
        customerName: 'Mikko Korhonen',
        phone: '+358407654321',
        services: [{ name: 'Buzz cut', quantity: 1, addons: [] }],
        additionalServices: [],
        totalDuration: 20,
        totalPrice: 25.3,
        joinedAt: minutes(-8),
        isAtLocation: true,
        position: 2,
        waitedMinutes: 8,
        estimatedStart: minutes(25),
        reorderReason: null,
        reach: { channels: [], lastAlert: null },
        call: null,
        requestedBarber: { id: staff.bea.userId, name: staff.bea.name },
      },
      {
        orderId: orders.emma,
        shortCode: 'W4N8RC',
        customerName: 'Emma Nieminen',
        phone: '+358409998877',
        services: [{ name: 'Skin fade', quantity: 1, addons: [] }],
        additionalServices: [],
        totalDuration: 40,
        totalPrice: 43.7,
        joinedAt: minutes(-3),
        isAtLocation: false,
        position: 3,
        waitedMinutes: 3,
        estimatedStart: null,
        reorderReason: 'Has a train to catch',
        reach: {
          channels: ['email'],
          lastAlert: { status: 'failed', channel: 'mail', at: minutes(-1) },
        },
        call: null,
        requestedBarber: null,
      },
    ],
    inService: [
      {
        orderId: orders.juha,
        shortCode: 'B6V2JF',
        customerName: 'Juha Mäkinen',
        phone: '+358401112233',
        services: [{ name: 'Skin fade', quantity: 1, addons: [] }],
        additionalServices: [],
        totalDuration: 30,
        totalPrice: 43.7,
        joinedAt: minutes(-40),
        isAtLocation: true,
        barberId: staff.bea.userId,
        barberName: staff.bea.name,
        startedAt: minutes(-10),
        endsAt: minutes(20),
      },
    ],
    finished: [
      {
        orderId: orders.sofia,
        shortCode: 'H9Q3MA',
        customerName: 'Sofia Hämäläinen',
        phone: '+358402223344',
        services: [{ name: "Men's haircut", quantity: 1, addons: [] }],
        additionalServices: [],
        totalDuration: 30,
        totalPrice: 36.8,
        joinedAt: minutes(-90),
        isAtLocation: true,
        status: 'served',
        endedAt: minutes(-20),
        cancelReason: null,
      },
      {
        orderId: orders.lauri,
        shortCode: 'R5T7YE',
        customerName: 'Lauri Laine',
        phone: '+358403334455',
        services: [{ name: 'Beard trim', quantity: 1, addons: [] }],
        additionalServices: [],
        totalDuration: 20,
        totalPrice: 25.3,
        joinedAt: minutes(-80),
        isAtLocation: false,
        status: 'cancelled',
        endedAt: minutes(-30),
        cancelReason: 'Customer left',
      },
      {
        orderId: orders.venla,
        shortCode: 'Z8G4SU',
        customerName: 'Venla Heikkinen',
        phone: '+358404445566',
        services: [{ name: 'Buzz cut', quantity: 1, addons: [] }],
        additionalServices: [],
        totalDuration: 20,
        totalPrice: 25.3,
        joinedAt: minutes(-70),
        isAtLocation: false,
        status: 'no_show',
        endedAt: minutes(-40),
        cancelReason: 'no-show',
      },
    ],
    bookings: [],
    barbers: [
      { ...staff.bea, status: 'busy', breakEndsAt: null, servingOrderId: orders.juha },
      { ...staff.olli, status: 'available', breakEndsAt: null, servingOrderId: null },
    ],
    ...overrides,
  };
}

/** The big screen's data for the same day. */
export function currentStatusFixture(overrides: Partial<CurrentStatus> = {}): CurrentStatus {
  return {
    shop: {
      id: testShopId,
      name: 'Jono 24/7 Barbers',
      timezone: 'Europe/Helsinki',
      queueState: 'open',
      fullReason: null,
      maxWaitMinutes: null,
    },
    nowCalling: [],
    nowServing: [{ barberName: staff.bea.name, code: 'B6V2JF', endsAt: minutes(20) }],
    next: [
      { position: 1, code: 'K7M2QD', isAtLocation: false },
      { position: 2, code: 'P3X9HT', isAtLocation: true },
    ],
    waiting: 2,
    newcomerWait: 25,
    newcomerRange: null,
    walkInsUntil: null,
    nextBookingAt: null,
    barbers: [
      { name: staff.bea.name, nextFreeAt: minutes(20), breakEndsAt: null },
      { name: staff.olli.name, nextFreeAt: minutes(0), breakEndsAt: null },
    ],
    joinUrl: `https://jono.example/barbershop/${testShopId}`,
    ...overrides,
  };
}

export function walkInMessage(overrides: Partial<StaffMessage> = {}): StaffMessage {
  return {
    id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    kind: 'walk_in',
    title: 'Aino Virtanen joined the queue',
    body: '',
    data: { orderId: orders.aino, customerName: 'Aino Virtanen' },
    isRead: false,
    createdAt: minutes(-2),
    ...overrides,
  };
}
