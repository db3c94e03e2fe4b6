import { createSlice, type Middleware, type PayloadAction } from '@reduxjs/toolkit';
import { readStorage, writeStorage } from '@/lib/storage';

/** The customer's favourite shops, an array of shop ids in local storage under this key. */
export const favouritesStorageKey = 'customerFavoritesshops';

export interface FavouritesState {
  shopIds: string[];
}

/** What the device remembers; anything unreadable counts as no favourites. */
export function readSavedFavourites(): string[] {
  try {
    const saved: unknown = JSON.parse(readStorage(favouritesStorageKey) ?? '[]');
    if (!Array.isArray(saved)) return [];
    return [...new Set(saved.filter((id): id is string => typeof id === 'string'))];
  } catch {
    return [];
  }
}

export const favouritesSlice = createSlice({
  name: 'favourites',
  // Read when the store is made, so a reload starts with the saved favourites.
  initialState: (): FavouritesState => ({ shopIds: readSavedFavourites() }),
  reducers: {
    favouriteToggled(state, action: PayloadAction<string>) {
      const shopId = action.payload;
      state.shopIds = state.shopIds.includes(shopId)
        ? state.shopIds.filter((id) => id !== shopId)
        : [...state.shopIds, shopId];
    },
    /** Another tab changed them. */
    favouritesReplaced(state, action: PayloadAction<string[]>) {
      state.shopIds = action.payload;
    },
  },
});

export const { favouriteToggled, favouritesReplaced } = favouritesSlice.actions;
export const favouritesReducer = favouritesSlice.reducer;

interface WithFavourites {
  favourites: FavouritesState;
}

export const selectFavouriteIds = (state: WithFavourites) => state.favourites.shopIds;
export const selectIsFavourite = (state: WithFavourites, shopId: string) =>
  state.favourites.shopIds.includes(shopId);

/** Writes the favourites back to the device after every toggle (the plain array the spec names). */
export const saveFavourites: Middleware<object, WithFavourites> = (store) => (next) => (action) => {
  const result = next(action);
  if (favouriteToggled.match(action)) {
    writeStorage(favouritesStorageKey, JSON.stringify(store.getState().favourites.shopIds));
  }
  return result;
};
