import { Trans, useLingui } from '@lingui/react/macro';
import { registerInput } from '../../../src-shared/auth.schemas';
import { needsHotel } from '../../../src-shared/staff.schemas';
import type { Role } from '../../../src-shared/roles';
import { trpc } from '../../lib/trpc';
import { useFormSubmit } from '../../lib/use-form-submit';
import { FormDialog } from '../../components/ui/form-dialog';
import { AccountFields } from '../../components/forms/account-fields';
import { useFormValues } from '../../components/forms/use-form-values';
import { HotelSelect, RoleSelect } from './staff-fields';
import { useAdminRefresh } from './use-admin-refresh';

const EMPTY = { email: '', password: '', fullName: '', role: 'housekeeper' as Role, hotelId: '' };

/** Create New User (spec §2, §5): approved at once; an admin never has a hotel, staff always one (issue 13). */
export function CreateUserDialog({ onClose }: { onClose(): void }) {
  const { t } = useLingui();
  const register = trpc.auth.register.useMutation();
  const refresh = useAdminRefresh();
  const { values, setValues, set } = useFormValues<typeof EMPTY>(EMPTY);
  const withHotel = needsHotel(values.role);

  const form = useFormSubmit({
    schema: registerInput,
    mutate: register.mutateAsync,
    success: t`User created successfully`,
    failure: t`Failed to create user`,
    close: onClose,
    refresh: refresh.staff,
  });

  return (
    <FormDialog
      title={<Trans>Create New User</Trans>}
      description={<Trans>The account is approved at once and can sign in straight away.</Trans>}
      onClose={onClose}
      onSubmit={form.submitWith({ ...values, hotelId: withHotel && values.hotelId ? values.hotelId : null })}
      submitLabel={<Trans>Create User</Trans>}
      pending={form.pending}
    >
      <AccountFields fields={['email', 'password', 'fullName']} values={values} errors={form.errors} set={set} own={false} />
      <RoleSelect label={t`Role`} value={values.role} onChange={(role) => setValues((v) => ({ ...v, role }))} />
      {withHotel && (
        <HotelSelect
          label={t`Hotel`}
          value={values.hotelId}
          onChange={(hotelId) => setValues((v) => ({ ...v, hotelId }))}
          emptyLabel={t`Select a hotel`}
          error={form.errors.hotelId}
        />
      )}
    </FormDialog>
  );
}
