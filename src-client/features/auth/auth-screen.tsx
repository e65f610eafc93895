import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { CardContent } from '../../components/ui/card';
import { PublicCardPage } from './public-card-page';
import { SignInPanel } from './sign-in-panel';
import { SignUpForm } from './sign-up-form';

const tabClass =
  'h-11 flex-1 md:h-9 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm';

export function AuthScreen() {
  const { t } = useLingui();
  const [tab, setTab] = useState('signin');
  return (
    <PublicCardPage title={<Trans>Hotel Housekeeping</Trans>} description={<Trans>Sign in to your account or register as staff</Trans>}>
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
    </PublicCardPage>
  );
}
