import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiTokenView } from '../../../src-shared/api-tokens.schemas';
import { trpc } from '../../lib/trpc';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Td, Tr } from '../../components/ui/table';
import { useConfirmedAction } from '../../components/lists/use-confirmed-action';
import { CreateTokenDialog } from './create-token-dialog';
import { TokenScopesSummary } from './token-scopes-field';
import { Moment } from './integration-format';
import { ListTable } from './list-table';
import { ListSection } from '../../components/lists/list-section';

/** DESIGN §14: the API tokens in force, their last use, and revocation. */
export function ApiTokensSection({ hotelNames, hotelZones }: { hotelNames: Map<string, string>; hotelZones: Map<string, string> }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const tokens = trpc.apiTokens.list.useQuery();
  const revoke = trpc.apiTokens.revoke.useMutation({ onSettled: () => utils.apiTokens.list.invalidate() });
  const [creating, setCreating] = useState(false);
  const revoking = useConfirmedAction<ApiTokenView>({
    run: (token) => revoke.mutateAsync({ id: token.id }),
    success: t`API token revoked`,
    failure: t`Failed to revoke the API token`,
  });
  const rows = tokens.data ?? [];

  return (
    <ListSection
      title={<Trans>API tokens</Trans>}
      level={3}
      actions={
        <Button size="sm" onClick={() => setCreating(true)}>
          <Trans>Create API token</Trans>
        </Button>
      }
    >
      <ListTable
        caption={<Trans>API tokens</Trans>}
        columns={[<Trans>Name</Trans>, <Trans>Hotel</Trans>, <Trans>Access</Trans>, <Trans>Created</Trans>, <Trans>Last used</Trans>, <Trans>Actions</Trans>]}
        what="API tokens"
        query={tokens}
        isEmpty={rows.length === 0}
        empty={<Trans>No API tokens yet. Create one to connect another system.</Trans>}
      >
        {rows.map((token) => (
          <Tr key={token.id}>
            <Td className="font-medium">{token.name}</Td>
            <Td data-label={t`Hotel`}>{token.hotelId ? (hotelNames.get(token.hotelId) ?? token.hotelId) : t`All hotels`}</Td>
            <Td data-label={t`Access`}>
              <TokenScopesSummary scopes={token.scopes} />
            </Td>
            <Td data-label={t`Created`}>
              <Moment iso={token.createdAt} timezone={token.hotelId ? hotelZones.get(token.hotelId) : undefined} />
            </Td>
            <Td data-label={t`Last used`}>{token.lastUsedAt ? <Moment iso={token.lastUsedAt} timezone={token.hotelId ? hotelZones.get(token.hotelId) : undefined} /> : t`Never`}</Td>
            <Td>
              <Button size="sm" variant="outline" aria-label={t`Revoke API token ${token.name}`} onClick={() => revoking.ask(token)}>
                <Trans>Revoke</Trans>
              </Button>
            </Td>
          </Tr>
        ))}
      </ListTable>
      {creating && <CreateTokenDialog onClose={() => setCreating(false)} />}
      <ConfirmDialog
        {...revoking.dialog}
        title={<Trans>Revoke API token?</Trans>}
        description={<Trans>Systems using “{revoking.target?.name}” lose access at their next request. This cannot be undone.</Trans>}
        confirmLabel={<Trans>Revoke</Trans>}
      />
    </ListSection>
  );
}
