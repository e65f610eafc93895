import { useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { trpc } from '../../lib/trpc';
import { PullToRefresh } from '../../components/pull-to-refresh';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { DEFAULT_ADMIN_TAB, isAdminTab, type AdminTab } from './admin-tabs';
import { ApprovedStaffTab } from './approved-staff-tab';
import { CreateUserDialog } from './create-user-dialog';
import { HotelsTab } from './hotels-tab';
import { IntegrationsTab } from './integrations-tab';
import { PendingStaffTab } from './pending-staff-tab';
import { RoomsTab } from './rooms-tab';
import { useAdminRefresh } from './use-admin-refresh';
import { WorkOrdersTab } from './work-orders-tab';
import { ChainTab } from './chain-tab';

/**
 * The admin panel (spec §2 "Backend admin dashboard"): staff approval, hotels, rooms, users.
 * Each tab has its URL (?tab=…), so a reload or a bookmark opens it and Back returns (issue 29).
 */
export function AdminDashboard({ initialTab = DEFAULT_ADMIN_TAB }: { initialTab?: AdminTab }) {
  const { t } = useLingui();
  const search: { tab?: unknown } = useSearch({ strict: false });
  const navigate = useNavigate();
  const tab = isAdminTab(search.tab) ? search.tab : initialTab;
  const setTab = (next: AdminTab) => void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, tab: next }) });
  const [creating, setCreating] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useAdminRefresh();
  const session = trpc.auth.session.useQuery();
  const pendingCount = trpc.staff.pending.useQuery().data?.length ?? 0;

  async function refreshAll() {
    setRefreshing(true);
    try {
      await refresh.all();
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <PullToRefresh onRefresh={refresh.all}>
      <section className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="me-auto text-2xl font-semibold">
            <Trans>Admin Dashboard</Trans>
          </h2>
          <Button variant="outline" size="sm" disabled={refreshing} onClick={() => void refreshAll()}>
            <Trans>Refresh</Trans>
          </Button>
          <Button size="sm" onClick={() => setCreating(true)}>
            <Trans>Create New User</Trans>
          </Button>
        </div>
        <Tabs value={tab} onValueChange={(value) => setTab(value as AdminTab)}>
          <TabsList aria-label={t`Administration`}>
            <TabsTrigger value="pending">
              <Trans>Pending Staff</Trans>
              {pendingCount > 0 && (
                <span className="rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">{pendingCount}</span>
              )}
            </TabsTrigger>
            <TabsTrigger value="hotels">
              <Trans>Hotels</Trans>
            </TabsTrigger>
            <TabsTrigger value="rooms">
              <Trans>Rooms</Trans>
            </TabsTrigger>
            <TabsTrigger value="approved">
              <Trans>Approved Staff</Trans>
            </TabsTrigger>
            <TabsTrigger value="integrations">
              <Trans>Integrations</Trans>
            </TabsTrigger>
            <TabsTrigger value="work-orders">
              <Trans>Work orders</Trans>
            </TabsTrigger>
            <TabsTrigger value="analytics">
              <Trans>Analytics</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="pending">
            <PendingStaffTab />
          </TabsContent>
          <TabsContent value="hotels">
            <HotelsTab />
          </TabsContent>
          <TabsContent value="rooms">
            <RoomsTab />
          </TabsContent>
          <TabsContent value="approved">
            <ApprovedStaffTab currentUserId={session.data?.id ?? ''} />
          </TabsContent>
          <TabsContent value="integrations">
            <IntegrationsTab />
          </TabsContent>
          <TabsContent value="work-orders">
            <WorkOrdersTab />
          </TabsContent>
          <TabsContent value="analytics">
            <ChainTab />
          </TabsContent>
        </Tabs>
      </section>
      {creating && <CreateUserDialog onClose={() => setCreating(false)} />}
    </PullToRefresh>
  );
}
