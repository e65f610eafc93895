import type { QueryClient } from '@tanstack/react-query';
import type { trpc } from '../../lib/trpc';
import type { InspectionAnswer } from '../../../src-shared/checklists.schemas';

type Client = ReturnType<typeof trpc.useUtils>['client'];

/**
 * A scored inspection as the device's queue keeps it (issue 31, DESIGN §20): the one queued
 * kind of this feature, in one file, so the queue's registry can take it as it is. Its photos
 * (already resized) wait in IndexedDB with it until sent.
 */
export interface QueuedInspection {
  checklistId: string;
  results: { itemId: string; ok: boolean; note?: string; photos: Blob[] }[];
  /** The room version the inspector saw (DESIGN §6). */
  expectedVersion?: number;
}


function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('Photo read failed'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Sends one inspection, tapped now or replayed from the queue: each photo first (a photo sent
 * twice by a retry is only an unused copy), then the inspection with the queue item's id as its
 * clientActionId, so the server applies it once and answers a resend the same (DESIGN §6).
 */
export async function sendInspection(client: Client, queryClient: QueryClient, id: string, roomId: string, inspection: QueuedInspection): Promise<InspectionAnswer> {
  const results = [];
  for (const r of inspection.results) {
    const photoIds = [];
    for (const photo of r.photos) photoIds.push((await client.inspections.addPhoto.mutate({ roomId, base64: await base64Of(photo) })).id);
    results.push({ itemId: r.itemId, ok: r.ok, ...(r.note ? { note: r.note } : {}), ...(photoIds.length ? { photoIds } : {}) });
  }
  const answer = await client.inspections.submit.mutate({
    roomId,
    checklistId: inspection.checklistId,
    results,
    clientActionId: id,
    expectedVersion: inspection.expectedVersion,
  });
  // The room changed (inspected, or back to its attendant): the lists read it again.
  await queryClient.invalidateQueries({ queryKey: [['roomStatuses']] });
  return answer;
}
