import {
  authPaths,
  type RegisterShopBody,
  type RegisterShopResponse,
  registerShopResponse,
} from '@jono/contract/api/auth';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

const registerShopApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/auth/register-shop: a new shop and its owner. The verification mail goes out
     * in the language of the x-lang header, which the client always sends. The answer says
     * whether the geocoder placed the address.
     */
    registerShop: build.mutation<RegisterShopResponse, RegisterShopBody>({
      query: (body) => ({ url: apiPath(authPaths.registerShop), method: 'POST', body }),
      rawResponseSchema: registerShopResponse,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useRegisterShopMutation } = registerShopApi;
