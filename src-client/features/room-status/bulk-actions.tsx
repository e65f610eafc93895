import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { BulkRoomsDialog, type BulkMode } from './bulk-rooms-dialog';

/** The 'Mark Multiple Dirty' and 'Mark Multiple PMS Updated' buttons with their dialogs. */
export function BulkActions({ hotelId }: { hotelId: string }) {
  const [open, setOpen] = useState<BulkMode | null>(null);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => setOpen('dirty')}>
        <Trans>Mark Multiple Dirty</Trans>
      </Button>
      <Button variant="outline" onClick={() => setOpen('pms')}>
        <Trans>Mark Multiple PMS Updated</Trans>
      </Button>
      <BulkRoomsDialog
        mode={open ?? 'dirty'}
        hotelId={hotelId}
        open={open !== null}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
      />
    </div>
  );
}
