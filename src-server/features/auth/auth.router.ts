import { z } from 'zod';
import { authedProcedure, publicProcedure, roles, router } from '../../trpc/init';
import {
  adminSignupInput,
  loginInput,
  messageOutput,
  pinLoginInput,
  registerInput,
  sessionUser,
  signupInput,
} from '../../../src-shared/auth.schemas';
import { userRoleProcedure } from './user-role.procedure';
import { loginWithPassword, loginWithPin, logOut, registerUser, signUp, signUpAdmin } from './auth.service';

export const authRouter = router({
  session: authedProcedure.output(sessionUser).query(({ ctx: { actor } }) => ({
    id: actor.id,
    email: actor.email,
    hotelId: actor.hotelId,
    status: actor.status,
    role: actor.role,
    fullName: actor.fullName,
    language: actor.language ?? null,
  })),
  login: publicProcedure.input(loginInput).output(sessionUser).mutation(({ ctx, input }) => loginWithPassword(ctx, input)),
  pinLogin: publicProcedure.input(pinLoginInput).output(sessionUser).mutation(({ ctx, input }) => loginWithPin(ctx, input)),
  signup: publicProcedure.input(signupInput).output(messageOutput).mutation(({ ctx, input }) => signUp(ctx, input)),
  adminSignup: publicProcedure
    .input(adminSignupInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => signUpAdmin(ctx, input)),
  logout: publicProcedure.output(z.object({ success: z.literal(true) })).mutation(({ ctx }) => logOut(ctx)),
  register: roles('admin').input(registerInput).output(sessionUser).mutation(({ ctx, input }) => registerUser(ctx, input)),
  userRole: userRoleProcedure,
});
