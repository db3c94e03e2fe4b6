import {
  type ShopPhotos,
  shopPhotoPaths,
  shopPhotosResponse,
} from '@jono/contract/api/shop-photos';
import { apiPath, malformedAnswer } from '@/lib/api-client';
import { manageApiBase } from './manage-api';

export type { ShopPhotos };

const photoForm = (file: File) => {
  const form = new FormData();
  form.append('photo', file, file.name);
  return form;
};

/** Every change answers the photos as they now are; the shown ones are replaced by them. */
const answer = {
  rawResponseSchema: shopPhotosResponse,
  transformResponse: (response: { data: ShopPhotos }) => response.data,
  catchSchemaFailure: malformedAnswer,
};

const shopPhotosApi = manageApiBase.injectEndpoints({
  endpoints: (build) => {
    const change = <Arg>(request: (arg: Arg) => { url: string; method: string; body?: unknown }) =>
      build.mutation<ShopPhotos, Arg>({
        query: request,
        ...answer,
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data)
            dispatch(shopPhotosApi.util.updateQueryData('shopPhotos', undefined, () => data));
        },
      });
    return {
      shopPhotos: build.query<ShopPhotos, void>({
        query: () => apiPath(shopPhotoPaths.photos),
        ...answer,
      }),
      setCover: change((file: File) => ({
        url: apiPath(shopPhotoPaths.cover),
        method: 'PUT',
        body: photoForm(file),
      })),
      removeCover: change<void>(() => ({ url: apiPath(shopPhotoPaths.cover), method: 'DELETE' })),
      addGalleryPhoto: change((file: File) => ({
        url: apiPath(shopPhotoPaths.gallery),
        method: 'POST',
        body: photoForm(file),
      })),
      orderGallery: change((ids: string[]) => ({
        url: apiPath(shopPhotoPaths.galleryOrder),
        method: 'PUT',
        body: { ids },
      })),
      removeGalleryPhoto: change((photoId: string) => ({
        url: apiPath(shopPhotoPaths.galleryPhoto(photoId)),
        method: 'DELETE',
      })),
    };
  },
});

export const {
  useShopPhotosQuery,
  useSetCoverMutation,
  useRemoveCoverMutation,
  useAddGalleryPhotoMutation,
  useOrderGalleryMutation,
  useRemoveGalleryPhotoMutation,
} = shopPhotosApi;
