import { useMemo } from 'react';
import { trpc } from '../../lib/trpc';
import { ApiTokensSection } from './api-tokens-section';
import { WebhooksSection } from './webhooks-section';
import { PmsSection } from './pms-section';

/** The admin's 'Integrations' tab (DESIGN §14, §17): API tokens, webhooks and the PMS connection. */
export function IntegrationsTab() {
  const hotels = trpc.hotels.list.useQuery();
  const hotelNames = useMemo(() => new Map((hotels.data ?? []).map((h) => [h.id, h.name])), [hotels.data]);
  // Each time shows on its hotel's clock (issue 18).
  const hotelZones = useMemo(() => new Map((hotels.data ?? []).map((h) => [h.id, h.timezone])), [hotels.data]);
  return (
    <div className="space-y-8">
      <ApiTokensSection hotelNames={hotelNames} hotelZones={hotelZones} />
      <WebhooksSection hotelNames={hotelNames} hotelZones={hotelZones} />
      <PmsSection hotelZones={hotelZones} />
    </div>
  );
}
