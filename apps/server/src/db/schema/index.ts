export * from './audit';
export * from './catalog';
export * from './money';
export * from './orders';
export * from './shops';
export * from './staff';
