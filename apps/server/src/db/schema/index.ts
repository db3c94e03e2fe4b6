export * from './audit';
export * from './catalog';
export * from './money';
export * from './orders';
export * from './reviews';
export * from './shops';
export * from './staff';
export * from './waitlist';
