import { useDeferredValue, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { StaffMember } from '../../../src-shared/staff.schemas';
import { Input, NativeSelect } from '../../components/ui/input';

const ALL = '';

/**
 * A search (name, alias or email) and a hotel to narrow a long staff list (issue 29: Approved
 * Staff ran 3,812 px with neither). Answers the controls and the members that match.
 */
export function useStaffFilter(members: readonly StaffMember[]) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [hotelId, setHotelId] = useState(ALL);
  const words = useDeferredValue(query).trim().toLocaleLowerCase();
  const hotels = useMemo(() => {
    const byId = new Map(members.flatMap((m) => (m.hotelId && m.hotelName ? [[m.hotelId, m.hotelName] as const] : [])));
    return [...byId].sort((a, b) => a[1].localeCompare(b[1]));
  }, [members]);
  const shown = useMemo(
    () =>
      members.filter(
        (m) =>
          (hotelId === ALL || m.hotelId === hotelId) &&
          (words === '' || [m.fullName, m.alias ?? '', m.email].some((text) => text.toLocaleLowerCase().includes(words))),
      ),
    [members, hotelId, words],
  );
  const controls = (
    <div className="flex flex-wrap gap-2">
      <Input type="search" aria-label={t`Search staff`} placeholder={t`Search staff`} className="h-11 min-w-0 flex-1 sm:max-w-xs md:h-9" value={query} onChange={(e) => setQuery(e.target.value)} />
      <NativeSelect aria-label={t`Hotel`} className="h-11 md:h-9" value={hotelId} onChange={(e) => setHotelId(e.target.value)}>
        <option value={ALL}>{t`All hotels`}</option>
        {hotels.map(([id, name]) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  return { controls, shown };
}
