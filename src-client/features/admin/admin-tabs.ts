/** The tabs of the admin panel (spec §2, §9; integrations: DESIGN §14; work orders: §18): pending staff is the default. */
export const ADMIN_TABS = ['pending', 'hotels', 'rooms', 'approved', 'integrations', 'work-orders'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const DEFAULT_ADMIN_TAB: AdminTab = 'pending';
