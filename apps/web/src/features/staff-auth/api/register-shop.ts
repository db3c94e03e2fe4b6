import {
  authPaths,
  type MessageResponse,
  messageResponse,
  type RegisterShopBody,
} from '@jono/contract/api/auth';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

const registerShopApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/auth/register-shop: a new shop and its owner. The verification mail goes out
     * in the language of the x-lang header, which the client always sends.
     */
    registerShop: build.mutation<MessageResponse, RegisterShopBody>({
      query: (body) => ({ url: apiPath(authPaths.registerShop), method: 'POST', body }),
      rawResponseSchema: messageResponse,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useRegisterShopMutation } = registerShopApi;
