import type { Context, Actor } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';

/** What a read needs: the database and who is asking. */
export type ActorDeps = Pick<Context, 'db'> & { actor: Actor };
/** A write also publishes its hotel event after commit (DESIGN §7). */
export type WriteDeps = ActorDeps & Pick<Context, 'bus'>;
/** A hotel-scoped read or write: the hotel was checked by the procedure's middleware (trpc/hotel-scope.ts). */
export type ScopedDeps = ActorDeps & HotelScope;
export type ScopedWriteDeps = WriteDeps & HotelScope;
