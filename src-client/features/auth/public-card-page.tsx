import type { ReactNode } from 'react';
import { PublicHeader } from '../../components/public-header';
import { Card, CardDescription, CardHeader } from '../../components/ui/card';

/** A page for the signed-out (/auth, /admin-signup): the public header and one centred card. */
export function PublicCardPage({ title, description, children }: { title: ReactNode; description: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="flex flex-1 items-start justify-center px-4 pb-10 sm:items-center">
        <Card className="w-full max-w-md">
          <CardHeader className="text-center">
            <h1 className="text-2xl font-bold">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          {children}
        </Card>
      </main>
    </div>
  );
}
