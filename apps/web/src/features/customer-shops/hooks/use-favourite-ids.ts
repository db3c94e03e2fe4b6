import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  type FavouritesState,
  favouritesReplaced,
  favouritesStorageKey,
  readSavedFavourites,
  selectFavouriteIds,
} from '../stores/favourites-slice';

/** The favourite shop ids, kept in step with changes made in another tab. */
export function useFavouriteIds(): string[] {
  const dispatch = useDispatch();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === favouritesStorageKey) dispatch(favouritesReplaced(readSavedFavourites()));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);
  return useSelector((state: { favourites: FavouritesState }) => selectFavouriteIds(state));
}
