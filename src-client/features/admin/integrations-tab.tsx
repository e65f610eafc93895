import { useMemo } from 'react';
import { trpc } from '../../lib/trpc';
import { ApiTokensSection } from './api-tokens-section';
import { WebhooksSection } from './webhooks-section';

/** The admin's 'Integrations' tab (DESIGN §14): API tokens and webhooks. */
export function IntegrationsTab() {
  const hotels = trpc.hotels.list.useQuery();
  const hotelNames = useMemo(() => new Map((hotels.data ?? []).map((h) => [h.id, h.name])), [hotels.data]);
  return (
    <div className="space-y-8">
      <ApiTokensSection hotelNames={hotelNames} />
      <WebhooksSection hotelNames={hotelNames} />
    </div>
  );
}
