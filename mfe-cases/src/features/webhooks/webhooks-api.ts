import { baseApi } from 'shared/core';
import { changedTags } from 'shared/kit';
import { webhookEndpointsResource, webhookSecretPath, type WebhookSecretAnswer } from '../../model';

/** 'New secret' of a webhook endpoint; the endpoint's version moves, so its lists refresh. */
const webhooksApi = baseApi.enhanceEndpoints({ addTagTypes: [webhookEndpointsResource.name] }).injectEndpoints({
  endpoints: (b) => ({
    rotateWebhookSecret: b.mutation<WebhookSecretAnswer, number>({
      query: (id) => ({ url: webhookSecretPath(id), method: 'POST', data: {} }),
      invalidatesTags: (_r, error, id) => (error ? [] : changedTags(webhookEndpointsResource, id)),
    }),
  }),
});

export const { useRotateWebhookSecretMutation } = webhooksApi;
