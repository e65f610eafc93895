import { z } from 'zod';
import { authedProcedure, router } from '../../trpc/init';
import {
  changePasswordInput,
  profileOutput,
  removePinInput,
  setPinInput,
  updateProfileInput,
} from '../../../src-shared/profile.schemas';
import { changeMyPassword, getMyProfile, removeMyPin, setMyPin, updateMyProfile } from './profile.service';

export const profileRouter = router({
  me: authedProcedure.output(profileOutput).query(({ ctx }) => getMyProfile(ctx)),
  update: authedProcedure
    .input(updateProfileInput)
    .output(profileOutput)
    .mutation(({ ctx, input }) => updateMyProfile(ctx, input)),
  changePassword: authedProcedure
    .input(changePasswordInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => changeMyPassword(ctx, input)),
  setPin: authedProcedure.input(setPinInput).output(profileOutput).mutation(({ ctx, input }) => setMyPin(ctx, input)),
  removePin: authedProcedure
    .input(removePinInput)
    .output(profileOutput)
    .mutation(({ ctx, input }) => removeMyPin(ctx, input)),
});
