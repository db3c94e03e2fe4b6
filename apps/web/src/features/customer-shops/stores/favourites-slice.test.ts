import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  favouritesReducer,
  favouritesStorageKey,
  favouriteToggled,
  readSavedFavourites,
  saveFavourites,
  selectFavouriteIds,
  selectIsFavourite,
} from './favourites-slice';

const newStore = () =>
  configureStore({
    reducer: { favourites: favouritesReducer },
    middleware: (getDefault) => getDefault().concat(saveFavourites),
  });

describe('favourite shops, kept on the device', () => {
  it('toggles a shop in and out, keeping the others', () => {
    const store = newStore();
    store.dispatch(favouriteToggled('shop-a'));
    store.dispatch(favouriteToggled('shop-b'));
    expect(selectFavouriteIds(store.getState())).toEqual(['shop-a', 'shop-b']);
    expect(selectIsFavourite(store.getState(), 'shop-a')).toBe(true);
    store.dispatch(favouriteToggled('shop-a'));
    expect(selectFavouriteIds(store.getState())).toEqual(['shop-b']);
    expect(selectIsFavourite(store.getState(), 'shop-a')).toBe(false);
  });

  it('keeps them on the device as a plain array under customerFavoritesshops', () => {
    expect(favouritesStorageKey).toBe('customerFavoritesshops');
    const store = newStore();
    store.dispatch(favouriteToggled('shop-a'));
    store.dispatch(favouriteToggled('shop-b'));
    expect(JSON.parse(window.localStorage.getItem('customerFavoritesshops') ?? '')).toEqual([
      'shop-a',
      'shop-b',
    ]);
    store.dispatch(favouriteToggled('shop-b'));
    expect(window.localStorage.getItem('customerFavoritesshops')).toBe('["shop-a"]');
  });

  it('starts a new store (a reload) with the saved favourites', () => {
    newStore().dispatch(favouriteToggled('shop-c'));
    expect(selectFavouriteIds(newStore().getState())).toEqual(['shop-c']);
  });

  it.each([
    ['nothing saved', null, []],
    ['broken JSON', '[shop', []],
    ['not an array', '{"a":1}', []],
    ['other values and repeats', '["a", 3, null, "b", "a"]', ['a', 'b']],
  ])('reads %s as sensibly as it can', (_case, saved, expected) => {
    if (saved !== null) window.localStorage.setItem(favouritesStorageKey, saved);
    expect(readSavedFavourites()).toEqual(expected);
  });
});
