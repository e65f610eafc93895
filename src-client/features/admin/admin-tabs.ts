/** The tabs of the admin panel (spec §2, §9; integrations: DESIGN §14; work orders: §18): pending staff is the default. */
export const ADMIN_TABS = ['pending', 'hotels', 'rooms', 'approved', 'integrations', 'work-orders', 'analytics'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const DEFAULT_ADMIN_TAB: AdminTab = 'pending';

export function isAdminTab(value: unknown): value is AdminTab {
  return (ADMIN_TABS as readonly unknown[]).includes(value);
}

/**
 * ?tab=… of a route that shows the admin panel (issue 29: a reload went back to Pending Staff).
 * A plain function, not a zod schema: route options load with the app (DESIGN §9).
 */
export function adminTabSearch(search: Record<string, unknown>): { tab?: AdminTab } {
  return isAdminTab(search.tab) ? { tab: search.tab } : {};
}
