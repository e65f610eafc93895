/** DESIGN §17: where a guest is in their stay on the day (a file of its own: the phone's board rows name it). */
export const STAYS = ['arrival', 'stayover', 'due_out', 'departed', 'vacant'] as const;
export type Stay = (typeof STAYS)[number];
