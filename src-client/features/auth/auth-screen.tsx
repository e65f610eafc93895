import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { PublicHeader } from '../../components/public-header';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { SignInPanel } from './sign-in-panel';
import { SignUpForm } from './sign-up-form';

const tabClass =
  'h-11 flex-1 md:h-9 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm';

export function AuthScreen() {
  const { t } = useLingui();
  const [tab, setTab] = useState('signin');
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="flex flex-1 items-start justify-center px-4 pb-10 sm:items-center">
        <Card className="w-full max-w-md">
          <CardHeader className="text-center">
            <h1 className="text-2xl font-bold">
              <Trans>Hotel Housekeeping</Trans>
            </h1>
            <CardDescription>
              <Trans>Sign in to your account or register as staff</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs.Root value={tab} onValueChange={setTab}>
              <Tabs.List aria-label={t`Account`} className="mb-5 flex gap-1 rounded-lg bg-muted p-1">
                <Tabs.Trigger value="signin" className={tabClass}>
                  <Trans>Sign In</Trans>
                </Tabs.Trigger>
                <Tabs.Trigger value="signup" className={tabClass}>
                  <Trans>Sign Up</Trans>
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="signin">
                <SignInPanel />
              </Tabs.Content>
              <Tabs.Content value="signup">
                <SignUpForm onSignedUp={() => setTab('signin')} />
              </Tabs.Content>
            </Tabs.Root>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
