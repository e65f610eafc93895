import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { trpc } from '../../../lib/trpc';
import { errorMessage } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { Checkbox } from '../../../components/ui/checkbox';

/** The hotel's self-check (DESIGN §20): attendants tick the room's checklist before Mark Clean. */
export function SelfCheckSetting({ hotelId }: { hotelId: string }) {
  const { t } = useLingui();
  const id = useId();
  const utils = trpc.useUtils();
  const hotel = trpc.hotels.byId.useQuery({ id: hotelId });
  // The way it is going, set in the same event as the tap: the mutation's own pending state
  // reaches the screen a moment later, and a controlled box would first spring back.
  const [going, setGoing] = useState<boolean | null>(null);
  const set = trpc.checklists.setSelfCheck.useMutation({
    onSettled: () => setGoing(null),
    onSuccess: ({ selfCheck }) => {
      utils.hotels.byId.setData({ id: hotelId }, (old) => (old ? { ...old, selfCheck } : old));
      toast.success(selfCheck ? t`Self-check is on` : t`Self-check is off`);
    },
    onError: (error) => toast.error(errorMessage(error, t`Failed to change self-check`)),
  });
  return (
    <div className="flex items-start gap-3 rounded-md border border-border p-3">
      <Checkbox
        id={id}
        className="mt-0.5"
        aria-describedby={`${id}-hint`}
        // Ticked at once (the way it is going) while the server answers; a refusal puts it back.
        checked={going ?? hotel.data?.selfCheck ?? false}
        disabled={hotel.isPending || going !== null}
        onChange={(e) => {
          setGoing(e.target.checked);
          set.mutate({ hotelId, selfCheck: e.target.checked });
        }}
      />
      <div className="space-y-1">
        <label htmlFor={id} className="text-sm font-medium">
          <Trans>Self-check before Mark Clean</Trans>
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          <Trans>Attendants tick the room's checklist on their phone before they mark it clean; the inspector then sees which items they ticked.</Trans>
        </p>
      </div>
    </div>
  );
}
