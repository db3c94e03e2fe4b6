import { combineReducers } from '@reduxjs/toolkit';
import { expect, it, vi } from 'vitest';

vi.mock('@reduxjs/toolkit', async (importOriginal) => {
  const toolkit = await importOriginal<typeof import('@reduxjs/toolkit')>();
  return { ...toolkit, combineReducers: vi.fn(toolkit.combineReducers) };
});

/** The calls that combine the app's own parts (the API library combines its own too). */
const appCombinations = () =>
  vi.mocked(combineReducers).mock.calls.filter(([reducers]) => 'auth' in (reducers as object));

it('runs no reducer while its module loads, only when a store is made', async () => {
  const { createAppStore } = await import('./store');
  expect(appCombinations()).toHaveLength(0);
  const store = createAppStore();
  expect(appCombinations()).toHaveLength(1);
  expect(store.getState().auth.isAuthenticated).toBe(false);
});
